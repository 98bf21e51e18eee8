package dev.boundedloop.grader.lti.roster;

import java.time.Instant;
import java.util.List;

/**
 * What a roster sync of one LMS context did.
 *
 * @param pages pages of memberships read
 * @param learners learners the LMS lists as active members
 * @param added learners put on the roster for the first time
 * @param left learners who were members and are no longer listed (or listed as inactive); their work stays
 */
public record RosterSyncResult(long platformId, String contextId, String section, int pages, int learners,
        List<String> added, List<String> left, Instant at) {}
