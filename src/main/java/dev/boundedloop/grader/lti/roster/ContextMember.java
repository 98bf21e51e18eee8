package dev.boundedloop.grader.lti.roster;

import java.time.Instant;

/** A learner who is or was a member of an LMS context, as its roster page shows them. */
public record ContextMember(String learner, String name, String email, String ltiUserId, String seenBy,
        Instant firstSeenAt, Instant lastSeenAt, Instant leftAt) {

    public boolean left() {
        return leftAt != null;
    }
}
