package dev.boundedloop.grader.security;

/**
 * A token just created. The only time the secret leaves the service: it is stored hashed.
 *
 * @param id the subject the token speaks for, e.g. the learner id
 */
public record IssuedToken(String id, Role role, String token, long tokenId) {}
