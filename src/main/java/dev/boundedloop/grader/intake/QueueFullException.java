package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.problems.GraderProblem;
import java.time.Duration;

/** Unavailable, with Retry-After: the queue holds grader.queue.max-depth jobs already. */
class QueueFullException extends GraderProblem {

    QueueFullException(long depth, Duration retryAfter) {
        super(Kind.UNAVAILABLE, "Grading queue full",
                "The grading queue is full (" + depth + " submissions waiting); nothing was stored. "
                        + "Submit again in " + retryAfter.toSeconds() + " seconds.");
        retryAfter(retryAfter);
    }
}
