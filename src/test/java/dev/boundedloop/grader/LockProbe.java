package dev.boundedloop.grader;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Whether a file lock is held, as another process on the host sees it: the file locks graders use
 * to share a host are per process, so only a process of its own can tell whether one still holds.
 */
public final class LockProbe {

    private LockProbe() {}

    /** True when another process holds a lock on the file, asked of a fresh JVM. */
    public static boolean heldAsAnotherProcessSees(Path file) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process probe = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                LockProbe.class.getName(), file.toAbsolutePath().toString())).redirectErrorStream(true).start();
        String answer = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!probe.waitFor(60, TimeUnit.SECONDS) || probe.exitValue() != 0) {
            throw new IllegalStateException("the lock probe failed: " + answer);
        }
        return switch (answer) {
            case "held" -> true;
            case "free" -> false;
            default -> throw new IllegalStateException("the lock probe answered " + answer);
        };
    }

    public static void main(String[] args) throws IOException {
        try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock()) {
            System.out.println(lock == null ? "held" : "free");
        }
    }
}
