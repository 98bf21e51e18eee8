package dev.boundedloop.grader.regrades;

import java.util.List;

/**
 * One submitter's final score on the assignment (their best over all their submissions) before and
 * after a regrade. Before uses the reports the regraded submissions had when it started; after
 * uses their new reports where they are done, and the old ones where not yet. Submissions the
 * regrade did not touch count the same on both sides.
 *
 * @param oldFinalScore null when no submission of theirs had a score
 * @param submissions their submissions in this regrade, oldest first
 */
public record LearnerRegrade(String learner, Integer oldFinalScore, Integer newFinalScore,
        List<SubmissionRegrade> submissions) {}
