package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A worker's warm-up: each assignment's starter (which warms its learner API's javac) and a correct
 * admission policy graded a few times, so javac, the suite engine, the loop and the JIT are warm before
 * the first real job; a cold compile costs ten times a warm one. The starter alone is not enough, since
 * it throws at the first decision and so never runs a loop past its first step. It goes one grading at
 * a time, so a worker that warms up between jobs can take a job after any of them.
 */
final class WarmUp {

    /** The course's admission rule, to warm the loop with full runs. */
    private static final String CORRECT_ADMISSION_POLICY = """
            import dev.boundedloop.policy.Admission;
            import dev.boundedloop.policy.AdmissionPolicy;
            import dev.boundedloop.policy.AdmissionState;

            public class WarmUp implements AdmissionPolicy {
                @Override
                public Admission decide(AdmissionState state) {
                    if (state.usedCalls() >= state.maxCalls()) {
                        return Admission.MODEL_CALL_LIMIT;
                    }
                    if (state.spentCents() + state.nextCostCents() > state.budgetCents()) {
                        return Admission.MODEL_COST_LIMIT;
                    }
                    return Admission.CALL;
                }
            }
            """;

    private final Grader grader;
    private final int rounds;
    /** The gradings still to do; made at the first step, since reading the built-in suites is part of the cost. */
    private Deque<Runnable> left;

    WarmUp(Grader grader, int rounds) {
        this.grader = grader;
        this.rounds = rounds;
    }

    boolean done() {
        return rounds == 0 || (left != null && left.isEmpty());
    }

    /** Does the next grading of the warm-up; nothing once it is done. */
    void step() {
        if (done()) {
            return;
        }
        if (left == null) {
            left = gradings();
        }
        left.removeFirst().run();
    }

    void all() {
        while (!done()) {
            step();
        }
    }

    private Deque<Runnable> gradings() {
        SuiteCatalog builtIn = SuiteCatalog.builtIn(KindRegistry.suiteLoader());
        Deque<Runnable> gradings = new ArrayDeque<>();
        for (int round = 0; round < rounds; round++) {
            for (String assignment : builtIn.ids()) {
                var suite = builtIn.suite(assignment);
                gradings.add(() -> grader.grade(suite, suite.starterSource().getBytes(StandardCharsets.UTF_8)));
                if (suite.assignment().learnerApi().equals(AdmissionKind.API)) {
                    gradings.add(() -> grader.grade(suite, CORRECT_ADMISSION_POLICY.getBytes(StandardCharsets.UTF_8)));
                }
            }
        }
        return gradings;
    }
}
