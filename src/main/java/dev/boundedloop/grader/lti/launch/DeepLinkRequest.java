package dev.boundedloop.grader.lti.launch;

import java.io.Serializable;

/**
 * A deep-linking request waiting in the instructor's session for their pick; {@code pick} is a one-time
 * value the picker's form must send back, so that only that page can answer it.
 */
public record DeepLinkRequest(long platformId, String deploymentId, String returnUrl, String data, String pick)
        implements Serializable {

    /** The session attribute the request waits in. */
    public static final String SESSION_ATTRIBUTE = "lti.deep-link-request";

    static DeepLinkRequest of(LtiLaunch launch) {
        return new DeepLinkRequest(launch.platform().id(), launch.deploymentId(), launch.deepLinkReturnUrl(),
                launch.deepLinkData(), Secrets.random());
    }
}
