package dev.boundedloop.grader.live;

import dev.boundedloop.grader.grading.CaseOutcome;

/**
 * The learner's policy did not answer at this step when the sandbox asked it: it threw, ran out of
 * fuel or memory. The replayed loop stops here, as the policy itself would have stopped it.
 */
final class PolicyStopped extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final CaseOutcome outcome;

    PolicyStopped(CaseOutcome outcome, String message) {
        super(message, null, false, false);
        this.outcome = outcome;
    }

    CaseOutcome outcome() {
        return outcome;
    }
}
