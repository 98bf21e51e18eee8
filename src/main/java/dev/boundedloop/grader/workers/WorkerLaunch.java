package dev.boundedloop.grader.workers;

import java.util.List;

/**
 * The command line of a worker JVM, with the limits a worker runs under. Workers run C1 only: every
 * submission brings new classes that live for a few milliseconds, so C2's optimising compiles of
 * them are wasted work that competes with grading for the cores (measured by the benchmark: p50
 * from 55 ms to 35 ms on two cores).
 */
final class WorkerLaunch {

    private WorkerLaunch() {}

    static List<String> command(WorkerPoolSettings settings) {
        return JvmCommand.forMain(WorkerMain.class.getName(), List.of(
                "-Xmx" + settings.maxHeap(),
                "-Xss1m",
                "-XX:MaxMetaspaceSize=" + settings.maxMetaspace(),
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "--add-exports", "jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED", // reused javac contexts
                "-Dfile.encoding=UTF-8"), List.of());
    }
}
