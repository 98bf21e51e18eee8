package dev.boundedloop.grader.security;

import dev.boundedloop.grader.hashing.Sha256;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * New tokens and their stored form. A token carries 256 random bits, so a plain SHA-256 is enough
 * to store it: there is nothing to brute-force, unlike a password.
 */
final class TokenSecrets {

    private static final SecureRandom RANDOM = new SecureRandom();

    private TokenSecrets() {}

    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "gr_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hash(String token) {
        return Sha256.hex(token);
    }
}
