package dev.boundedloop.grader.submission;

/**
 * Which flow a job takes its turn in. Each submitter (a learner, a CI hook, an instructor) is one
 * flow; every regrade is in one shared flow, so a regrade of a whole course takes one learner's
 * turn and share of the workers: fresh submissions are not stuck behind it, and it still moves
 * under load.
 */
final class FairShare {

    /** No learner, CI or instructor subject can be spelled this way. */
    static final String REGRADE_FLOW = "#regrades";

    private FairShare() {}

    static String flow(String submitter, GradingJob.Kind kind) {
        return kind == GradingJob.Kind.REGRADE ? REGRADE_FLOW : submitter;
    }
}
