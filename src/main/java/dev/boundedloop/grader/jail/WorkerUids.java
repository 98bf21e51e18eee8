package dev.boundedloop.grader.jail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The uids that workers run as when the service runs as root, one per live worker. A uid of its own
 * makes each worker's process limit its own (the kernel counts RLIMIT_NPROC per uid), so one fork
 * bomb cannot starve a neighbour's threads. Each uid is held through a lock on a file of its own in
 * a folder every grader on the host shares, so two services on one host never hand out the same uid
 * (the lock goes with the process that held it, however it ends).
 *
 * <p>The locks this JVM holds are kept for the whole JVM, not per instance: the kernel drops every
 * lock a process holds on a file as soon as it closes any channel to that file, so no instance may
 * even open a file another instance of this JVM holds.
 */
final class WorkerUids {

    private final int first;
    private final int count;
    private final Path folder;
    private static final Map<Path, FileLock> HELD_IN_THIS_JVM = new ConcurrentHashMap<>();

    WorkerUids(int first, int count, Path folder) {
        this.first = first;
        this.count = count;
        this.folder = folder;
    }

    /** The lowest uid no live worker on this host holds; an error when every one is held. */
    int take() {
        synchronized (HELD_IN_THIS_JVM) {
            try {
                Files.createDirectories(folder);
                for (int uid = first; uid < first + count; uid++) {
                    Path file = lockFile(uid);
                    if (HELD_IN_THIS_JVM.containsKey(file)) {
                        continue;
                    }
                    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock lock = tryLock(channel);
                    if (lock != null) {
                        HELD_IN_THIS_JVM.put(file, lock);
                        return uid;
                    }
                    channel.close();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot claim a uid for a worker in " + folder, e);
            }
        }
        throw new IllegalStateException("all " + count + " worker uids from " + first + " are held by live workers");
    }

    /** Gives a uid back once the worker that held it, and every process it started, has ended. */
    void give(int uid) {
        FileLock lock = HELD_IN_THIS_JVM.remove(lockFile(uid));
        if (lock != null) {
            try {
                lock.channel().close();
            } catch (IOException ignored) {
                // closing the channel releases the lock; if it failed, the lock goes with this process
            }
        }
    }

    private Path lockFile(int uid) {
        return folder.resolve(Integer.toString(uid)).toAbsolutePath().normalize();
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }
}
