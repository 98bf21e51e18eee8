package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.jail.Enclosure;
import dev.boundedloop.grader.jail.Jail;
import dev.boundedloop.grader.jail.WorkerEnvironment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Starts JVMs as workers start, whatever their main class: in the pool's jail, with the worker
 * environment instead of the service's, in a folder of their own (their working directory, their
 * temporary files and their progress board), which is removed once the process has ended.
 *
 * <p>Workers run C1 only: every submission brings new classes that live for a few milliseconds, so
 * C2's optimising compiles of them are wasted work that competes with grading for the cores
 * (measured by the benchmark: p50 from 55 ms to 35 ms on two cores).
 */
final class WorkerLauncher implements AutoCloseable {

    private static final String FOLDERS_PREFIX = "grader-workers-";
    /** Locked by the pool that owns the folder for as long as it lives; the kernel drops the lock when it dies. */
    private static final String OWNER = ".owner";

    /**
     * The pool folders of this JVM's live launchers. The sweep must not even open their lock files:
     * the kernel drops every lock a process holds on a file as soon as it closes any channel to it,
     * and another process's sweep would then delete a live pool's workers' folders.
     */
    private static final Set<Path> LIVE_IN_THIS_JVM = ConcurrentHashMap.newKeySet();
    private static final Map<Path, Thread> CLASS_DATA_IN_THE_MAKING = new ConcurrentHashMap<>();

    private final WorkerPoolSettings settings;
    private final Jail jail;
    private final Path folders;
    private final FileChannel owner;
    /**
     * Every worker process is started from this one thread, which lives as long as the launcher:
     * bubblewrap's --die-with-parent kills the jail when the thread that started it ends (the kernel's
     * parent-death signal follows the thread, not the process), so a start from a pooled thread that
     * later retired would kill a healthy worker with it.
     */
    private final ExecutorService spawner = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "worker-spawner");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicInteger started = new AtomicInteger();
    /** Class-data sharing, where the workers' class path is one plain jar (the learner's jar). */
    private final Optional<ClassDataArchive> classData;
    /** Class-data sharing of the JDK's classes alone, for any other class path. */
    private final Optional<JdkClassArchive> jdkClasses;
    /** The trusted run making the workers' class-data archive, which closing waits for; none when there was one. */
    private Thread classDataMade;

    WorkerLauncher(WorkerPoolSettings settings) {
        this.settings = settings;
        this.jail = Jail.begin(settings.jail(), settings.classPath()); // tried only should a worker fail first
        this.classData = ClassDataArchive.forClassPath(settings.classPath(), System.getenv());
        this.jdkClasses = classData.isPresent() ? Optional.empty() : JdkClassArchive.forThisJdk(System.getenv());
        try {
            this.folders = Files.createTempDirectory(FOLDERS_PREFIX);
            this.owner = FileChannel.open(folders.resolve(OWNER), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            owner.lock();
            LIVE_IN_THIS_JVM.add(folders.toAbsolutePath().normalize());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a folder for the workers", e);
        }
        removeAbandoned(folders.getParent());
        jdkClasses.filter(archive -> !archive.ready()).ifPresent(archive ->
                inBackground("jdk-class-archive", () -> archive.make(folders.resolve("jdk-class-list"), this::classListing)));
        boolean writeArchive = settings.archiveAtOnce() || ClassDataArchive.cacheUsedBefore(System.getenv());
        classData.ifPresent(archive -> ClassDataArchive.markCacheUsed(System.getenv()));
        // One trusted run per archive at a time in this JVM: the pools a test JVM opens meanwhile wait for it too.
        classData.filter(archive -> writeArchive && !archive.ready()).ifPresent(archive -> classDataMade = CLASS_DATA_IN_THE_MAKING.compute(
                archive.file(), (file, making) -> making != null && making.isAlive() ? making : inBackground(
                        "class-data-archive", () -> archive.make(folders.resolve("class-data"), this::classArchiving))));
    }

    /** Makes an archive beside the pool's first workers, which start without it. */
    private static Thread inBackground(String name, Runnable making) {
        Thread maker = new Thread(making, name);
        maker.setDaemon(true);
        maker.setPriority(Thread.MIN_PRIORITY);
        maker.start();
        return maker;
    }

    /**
     * The command of a worker that lists the classes it loads in {@code list} as it warms up once on the
     * built-in starters, running in {@code folder}, and ends: it runs no learner code, so it needs no jail.
     */
    List<String> classListing(Path folder, Path list) {
        return trustedWarmUp(folder, "-XX:DumpLoadedClassList=" + list);
    }

    /** As {@link #classListing}, a worker that writes the classes it loaded to the archive {@code written} as it ends. */
    List<String> classArchiving(Path folder, Path written) {
        return trustedWarmUp(folder, ClassDataArchive.writingOption(written));
    }

    private List<String> trustedWarmUp(Path folder, String option) {
        Path temporary = folder.resolve("tmp");
        try {
            Files.createDirectories(temporary);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> options = new ArrayList<>(jvmOptions(temporary));
        options.add(option);
        options.addAll(WorkerStart.REAL.warmedUp(1).jvmOptions());
        ProgressBoard board = ProgressBoard.create(folder.resolve("progress.board"));
        return JvmCommand.forMain(settings.classPath(), WorkerStart.REAL.mainClass(), options,
                List.of(board.file().toString()));
    }

    /**
     * Removes the worker folders of pools that died without cleaning up (a service killed with
     * SIGKILL): those whose owner lock nobody holds any more.
     */
    private static void removeAbandoned(Path temporary) {
        try (Stream<Path> siblings = Files.list(temporary)) {
            for (Path folder : (Iterable<Path>) siblings.filter(path -> path.getFileName().toString().startsWith(FOLDERS_PREFIX))::iterator) {
                Path lockFile = folder.resolve(OWNER);
                if (LIVE_IN_THIS_JVM.contains(folder.toAbsolutePath().normalize())) {
                    continue;
                }
                if (!Files.isRegularFile(lockFile)) {
                    continue; // a pool still making its folder, or not one of ours
                }
                try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
                        FileLock lock = channel.tryLock()) {
                    if (lock != null) {
                        delete(folder);
                    }
                } catch (IOException | OverlappingFileLockException e) {
                    // held meanwhile, or gone meanwhile: not abandoned
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // an unreadable temporary folder: leftovers stay, grading goes on
        }
    }

    Jail jail() {
        return jail;
    }

    /** The folder holding each live worker's own. */
    Path folders() {
        return folders;
    }

    /**
     * Starts {@code mainClass} with the arguments {@code arguments} gives for the JVM's new folder
     * (which they may fill first: it is handed to the JVM's uid after).
     */
    LaunchedJvm start(String mainClass, Function<Path, List<String>> arguments) throws IOException {
        return start(mainClass, List.of(), arguments);
    }

    /** As {@link #start(String, Function)}, with JVM options of its own after the workers' own. */
    LaunchedJvm start(String mainClass, List<String> extraJvmOptions, Function<Path, List<String>> arguments)
            throws IOException {
        Path folder = Files.createDirectory(folders.resolve("worker-" + started.incrementAndGet()));
        Path temporary = Files.createDirectory(folder.resolve("tmp"));
        Enclosure enclosure;
        try {
            List<String> options = new ArrayList<>(jvmOptions(temporary));
            classData.ifPresent(archive -> options.addAll(archive.jvmOptions()));
            // Decided once, so that the archive a worker is told to map is the one its jail shows it.
            Optional<Path> jdkArchive = jdkClasses.filter(JdkClassArchive::ready).map(JdkClassArchive::file);
            jdkArchive.ifPresent(archive -> options.addAll(JdkClassArchive.jvmOptions(archive)));
            options.addAll(extraJvmOptions);
            List<Path> readOnly = classData.map(ClassDataArchive::readOnlyFiles).orElse(jdkArchive.map(List::of).orElse(List.of()));
            List<String> command = JvmCommand.forMain(settings.classPath(), mainClass, options, arguments.apply(folder));
            enclosure = jail.enclose(command, folder, readOnly);
        } catch (RuntimeException e) {
            delete(folder);
            throw e;
        }
        ProcessBuilder builder = new ProcessBuilder(enclosure.command()).directory(folder.toFile());
        WorkerEnvironment.replace(builder.environment());
        Process process;
        try {
            process = spawn(builder);
        } catch (IOException e) {
            enclosure.close();
            delete(folder);
            throw e;
        }
        CompletableFuture<Void> cleanedUp = process.onExit().thenRun(() -> {
            enclosure.close();
            delete(folder);
        });
        return new LaunchedJvm(process, enclosure, cleanedUp);
    }

    private Process spawn(ProcessBuilder builder) throws IOException {
        try {
            return spawner.submit(builder::start).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException("cannot start a worker", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting a worker", e);
        } catch (RejectedExecutionException e) {
            throw new IOException("the pool is closed", e);
        }
    }

    private List<String> jvmOptions(Path temporary) {
        return List.of(
                "-Xmx" + settings.maxHeap(),
                "-Xss1m",
                "-XX:MaxMetaspaceSize=" + settings.maxMetaspace(),
                "-XX:+ExitOnOutOfMemoryError",
                // The VM's own words ("Terminating due to java.lang.OutOfMemoryError") on stderr: on
                // stdout they would break the frame stream and hide why the worker died.
                "-XX:+DisplayVMOutputToStderr",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:-UsePerfData", // no hsperfdata file in the shared /tmp
                "--add-exports", "jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED", // reused javac contexts
                "-Djava.io.tmpdir=" + temporary,
                "-Dfile.encoding=UTF-8");
    }

    /**
     * Removes the pool's folder, once the workers' class-data archive in the making is kept (a one-shot
     * grading ends before it would be); a worker still alive loses its folder's name, not its open files.
     */
    @Override
    public void close() {
        if (classDataMade != null) {
            try {
                classDataMade.join(TimeUnit.SECONDS.toMillis(TrustedRun.BOUND_SECONDS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        spawner.shutdown();
        delete(folders);
        LIVE_IN_THIS_JVM.remove(folders.toAbsolutePath().normalize());
        try {
            owner.close();
        } catch (IOException ignored) {
            // the lock goes with the channel or with this process
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // already gone, or going: a leftover folder in the temporary folder is not worth failing for
        }
    }

    /**
     * A started JVM: its process (bubblewrap's, when jailed), its enclosure, and what completes once it
     * has ended and its folder is gone (its class-data archive kept first, if it wrote one).
     */
    record LaunchedJvm(Process process, Enclosure enclosure, CompletableFuture<Void> cleanedUp) {

        /** The JVM's own process: a descendant of bubblewrap when jailed, the process itself when not. */
        ProcessHandle jvm() {
            if (!enclosure.jailed()) {
                return process.toHandle();
            }
            String java = JvmCommand.javaExecutable();
            return process.descendants()
                    .filter(handle -> handle.info().command().map(java::equals).orElse(false))
                    .findFirst().orElse(process.toHandle());
        }
    }
}
