package dev.boundedloop.grader.jail;

/** The jail was required and cannot be had on this platform; the message says why and what to set. */
public final class JailUnavailableException extends RuntimeException {

    public JailUnavailableException(String message) {
        super(message);
    }
}
