package dev.boundedloop.grader.roster;

import java.util.List;

/**
 * What a roster import did. New learners' tokens are in this answer only: they are stored hashed.
 *
 * @param updated learners that existed and whose name, email or section the file changed
 * @param unchanged learners that existed with exactly what the file says
 */
public record RosterImported(List<LearnerToken> created, List<String> updated, List<String> unchanged) {

    /** A learner and a token issued for them, its secret shown this once. */
    public record LearnerToken(String id, String token, long tokenId) {}
}
