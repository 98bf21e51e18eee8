package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.web.ApiProblem;
import java.time.Duration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;

/** 503 with Retry-After: the queue holds grader.queue.max-depth jobs already. */
class QueueFullException extends ApiProblem {

    QueueFullException(long depth, Duration retryAfter) {
        super(HttpStatus.SERVICE_UNAVAILABLE, "Grading queue full",
                "The grading queue is full (" + depth + " submissions waiting); nothing was stored. "
                        + "Submit again in " + retryAfter.toSeconds() + " seconds.");
        getHeaders().set(HttpHeaders.RETRY_AFTER, Long.toString(Math.max(1, retryAfter.toSeconds())));
    }
}
