package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.ClassPreparation;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.UnmeteredIsolation;
import dev.boundedloop.grader.sandbox.InMemoryCompiler;
import dev.boundedloop.grader.sandbox.PolicyApiClasspath;

/** The grader a worker runs: compile, verify, instrument, and metered execution of every case. */
final class WorkerGrader {

    private WorkerGrader() {}

    static Grader create() {
        return new Grader(new InMemoryCompiler(PolicyApiClasspath.extractToTemporaryDirectory()),
                ClassPreparation.TRUSTED_CODE_ONLY, new UnmeteredIsolation());
    }
}
