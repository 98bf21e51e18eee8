package dev.boundedloop.grader.sandbox.worker;

import java.util.List;

/** The command line of a worker JVM, with the limits DESIGN §6 asks for. */
final class WorkerLaunch {

    private WorkerLaunch() {}

    static List<String> command(WorkerPoolSettings settings) {
        return JvmCommand.forMain(WorkerMain.class.getName(), List.of(
                "-Xmx" + settings.maxHeap(),
                "-Xss1m",
                "-XX:MaxMetaspaceSize=" + settings.maxMetaspace(),
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+UseSerialGC",
                "-Dfile.encoding=UTF-8"), List.of());
    }
}
