package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A JVM that runs only the grader's own code (a worker warming up on the built-in starters, with no job,
 * or the JDK's archiver) to its end, for a class-data archive. Only such runs write archives that later
 * workers map: a worker that ran learner code never does, so that code that broke out of the sandbox
 * could not plant what every later worker would load.
 */
final class TrustedRun {

    static final long BOUND_SECONDS = 120;

    private TrustedRun() {}

    /** Runs {@code command} in {@code folder} with no input and its output discarded; whether it ended well in time. */
    static boolean toTheEnd(List<String> command, Path folder) throws IOException {
        Process process = new ProcessBuilder(command).directory(folder.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        process.getOutputStream().close(); // no job: a worker warms up and ends
        try {
            if (!process.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 0;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
