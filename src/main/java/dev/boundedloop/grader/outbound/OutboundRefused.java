package dev.boundedloop.grader.outbound;

import java.net.URI;

/**
 * The guard's refusal of a target, with the reason in words an instructor or operator can act on.
 * A refusal, not a fault: no stack trace.
 */
public class OutboundRefused extends RuntimeException {

    private final transient URI target;
    private final String reason;

    OutboundRefused(URI target, String reason) {
        super(target + " is refused by the outbound guard: " + reason, null, false, false);
        this.target = target;
        this.reason = reason;
    }

    /** Why, without the URL: e.g. "127.0.0.1 is a loopback address". */
    public String reason() {
        return reason;
    }

    public URI target() {
        return target;
    }
}
