package dev.boundedloop.grader.workers;

import java.util.ArrayList;
import java.util.List;

/**
 * What a pool's workers start as: the worker's main class and any JVM options of its own. Tests
 * start stand-ins that misbehave as a real worker might, through the same launcher and jail.
 */
record WorkerStart(String mainClass, List<String> jvmOptions) {

    static final WorkerStart REAL = new WorkerStart(WorkerMain.class.getName(), List.of());

    WorkerStart {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** The same start, telling the worker how often to warm up ({@link WorkerMain#WARM_UP_ROUNDS_PROPERTY}). */
    WorkerStart warmedUp(int rounds) {
        return withProperty(WorkerMain.WARM_UP_ROUNDS_PROPERTY, Integer.toString(rounds));
    }

    /** The same start, telling the worker to warm up only when told to ({@link WorkerMain#WARM_UP_WHEN_TOLD_PROPERTY}). */
    WorkerStart warmingUpWhenTold() {
        return withProperty(WorkerMain.WARM_UP_WHEN_TOLD_PROPERTY, "true");
    }

    /** The same start, for a pool that keeps no compiles and so needs no compiler identity. */
    WorkerStart withoutCompilerIdentity() {
        return withProperty(WorkerMain.COMPILER_IDENTITY_PROPERTY, "false");
    }

    private WorkerStart withProperty(String name, String value) {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-D" + name + "=" + value);
        return new WorkerStart(mainClass, options);
    }
}
