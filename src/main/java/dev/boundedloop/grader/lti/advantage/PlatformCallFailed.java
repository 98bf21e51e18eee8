package dev.boundedloop.grader.lti.advantage;

import java.time.Duration;

/**
 * A call to a platform's service that did not succeed: the platform's status (null when it did not
 * answer), its answer, what that likely means for a person who can act on it, whether trying again may
 * help, and how long the platform asked the tool to wait (a 429's Retry-After), if it did.
 */
public class PlatformCallFailed extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final Integer status;
    private final String answer;
    private final boolean retryable;
    private final transient Duration retryAfter;

    public PlatformCallFailed(Integer status, String answer, String likelyCause, boolean retryable, Duration retryAfter) {
        super(likelyCause, null, false, false);
        this.status = status;
        this.answer = answer;
        this.retryable = retryable;
        this.retryAfter = retryAfter;
    }

    public Integer status() {
        return status;
    }

    public String answer() {
        return answer;
    }

    public String likelyCause() {
        return getMessage();
    }

    public boolean retryable() {
        return retryable;
    }

    /** The wait the platform asked for; null when it named none. */
    public Duration retryAfter() {
        return retryAfter;
    }
}
