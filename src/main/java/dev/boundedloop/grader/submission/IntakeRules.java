package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.security.Caller;
import java.time.Instant;

/**
 * The course's rules for taking a submission in: when an assignment is open, how often a learner
 * may submit, and how late a submission is. Intake asks them inside the transaction that stores
 * the submission, so a refusal stores nothing.
 */
public interface IntakeRules {

    /**
     * @return how late the submission is, if it may be taken now
     * @throws dev.boundedloop.grader.web.GraderProblem when the course refuses it now, saying why and until when
     */
    Lateness admit(Caller caller, String assignment, Instant now);

    /** What the submitter of a report may see of its hidden cases now. */
    HiddenCaseDisclosure disclosure(String assignment, String submitter, Instant now);

    /** No course rules: always open, and learners see hidden cases' outcomes. */
    IntakeRules NONE = new IntakeRules() {
        @Override
        public Lateness admit(Caller caller, String assignment, Instant now) {
            return Lateness.ON_TIME;
        }

        @Override
        public HiddenCaseDisclosure disclosure(String assignment, String submitter, Instant now) {
            return HiddenCaseDisclosure.OUTCOMES;
        }
    };
}
