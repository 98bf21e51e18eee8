package dev.boundedloop.grader.queue;

import java.time.Duration;

/**
 * Which flow a job takes its turn in, and what a turn costs. Each submitter (a learner, a CI hook,
 * an instructor) is one flow; every regrade is in one shared flow, so a regrade of a whole course
 * takes one learner's turn and share of the workers: fresh submissions are not stuck behind it, and
 * it still moves under load.
 */
final class FairShare {

    /** No learner, CI or instructor subject can be spelled this way. */
    static final String REGRADE_FLOW = "#regrades";

    /**
     * A job costs its flow one turn, plus one more for every this much time it held a worker, so a
     * learner whose sources are slow waits more turns between them: turns share workers' time, not
     * only their jobs. An honest grading takes a few milliseconds and costs one turn.
     */
    static final Duration TURN = Duration.ofMillis(100);

    private FairShare() {}

    static String flow(String submitter, GradingJob.Kind kind) {
        return kind == GradingJob.Kind.REGRADE ? REGRADE_FLOW : submitter;
    }

    /** The turns a job that held a worker this long costs beyond its own. */
    static long extraTurns(Duration held) {
        return held.toMillis() / TURN.toMillis();
    }
}
