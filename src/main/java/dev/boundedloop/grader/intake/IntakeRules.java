package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.standings.Lateness;
import java.time.Instant;

/**
 * The course's rules for taking a submission in: when an assignment is open, how often a learner
 * may submit, and how late a submission is. Intake asks them inside the transaction that stores
 * the submission, so a refusal stores nothing.
 */
public interface IntakeRules {

    /**
     * @return how late the submission is, if it may be taken now
     * @throws dev.boundedloop.grader.problems.GraderProblem when the course refuses it now, saying why and until when
     */
    Lateness admit(Caller caller, String assignment, Instant now);

    /** No course rules: always open. */
    IntakeRules NONE = new IntakeRules() {
        @Override
        public Lateness admit(Caller caller, String assignment, Instant now) {
            return Lateness.ON_TIME;
        }
    };
}
