package dev.boundedloop.grader.lti.roster;

import java.time.Instant;

/**
 * An LMS context (a course or section) launched from: its section on the roster, the services its
 * launches named, and its last roster sync.
 */
public record LtiContext(long platformId, String issuer, String contextId, String title, String section,
        String lineItemsUrl, String membershipsUrl, Instant rosterSyncedAt, String rosterSyncError, long members,
        long left) {}
