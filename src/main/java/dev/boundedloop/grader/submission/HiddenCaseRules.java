package dev.boundedloop.grader.submission;

import java.time.Instant;

/**
 * The course's rule for what a report's submitter sees of its hidden cases; the course policy
 * answers it, so reading a report needs nothing of intake's rules.
 */
public interface HiddenCaseRules {

    /** What the submitter of a report may see of its hidden cases now. */
    HiddenCaseDisclosure disclosure(String assignment, String submitter, Instant now);
}
