package dev.boundedloop.grader.grading;

/**
 * The grader with every in-process layer of the sandbox: javac against the assignment's learner API only,
 * verification, instrumentation, a fresh class loader and metered execution. Worker JVMs run this;
 * process isolation is the worker pool's part.
 */
public final class SandboxedGrader {

    private SandboxedGrader() {}

    public static Grader create(AssignmentKinds kinds) {
        return new Grader(kinds, new ApiCompilers(), new SandboxPreparation(), new MeteredIsolation());
    }
}
