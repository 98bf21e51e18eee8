package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.cases.Suite;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The answer to a regrade request: what it queued and what it left alone.
 *
 * @param submission the one submission asked for, or null for the whole assignment
 * @param queued submissions queued for grading again by this regrade
 * @param upToDate submissions left alone because their current report already comes from this suite
 * @param pending submissions left alone because a grading of theirs is already waiting or running
 * @param progress where this regrade's progress and score differences are read
 * @param message the same in words
 */
public record RegradeStarted(UUID id, String assignment, UUID submission, String suiteVersion, String suiteSha256,
        boolean forced, int queued, int upToDate, int pending, String progress, String message) {

    static RegradeStarted of(UUID id, String assignment, UUID submission, Suite suite, boolean forced, int queued,
            int upToDate, int pending) {
        String progress = "/api/instructor/assignments/" + assignment + "/regrades/" + id;
        return new RegradeStarted(id, assignment, submission, suite.assignment().version(), suite.sha256(), forced,
                queued, upToDate, pending, progress,
                message(submission, suite, queued, upToDate, pending));
    }

    private static String message(UUID submission, Suite suite, int queued, int upToDate, int pending) {
        String active = "the active suite (version " + suite.assignment().version() + ", sha256 " + suite.sha256() + ")";
        if (submission != null && queued == 0) {
            return upToDate == 1
                    ? "Nothing queued: the current report of submission " + submission + " already comes from " + active
                            + ", so grading it again would give the same report. Add ?force=true to grade it again anyway."
                    : "Nothing queued: submission " + submission + " is already waiting for grading or being graded, "
                            + "with " + active + ".";
        }
        List<String> parts = new ArrayList<>();
        parts.add(queued == 0 ? "Nothing queued" : "Queued " + count(queued) + " to be graded again with " + active);
        if (upToDate > 0) {
            parts.add(count(upToDate) + " already graded with " + (queued == 0 ? active : "it")
                    + (upToDate == 1 ? " was left as it is" : " were left as they are"));
        }
        if (pending > 0) {
            parts.add(count(pending) + " already waiting for grading or being graded "
                    + (pending == 1 ? "was" : "were") + " not queued twice");
        }
        if (queued == 0 && upToDate == 0 && pending == 0) {
            parts.add("the assignment has no submissions");
        }
        return String.join("; ", parts) + ".";
    }

    private static String count(int submissions) {
        return submissions + (submissions == 1 ? " submission" : " submissions");
    }
}
