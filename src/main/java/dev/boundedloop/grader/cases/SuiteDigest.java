package dev.boundedloop.grader.cases;

import dev.boundedloop.grader.hashing.Sha256;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/** A sha256 over named files: each name with its bytes, so renaming a file changes the digest too. */
final class SuiteDigest {

    private final MessageDigest digest = Sha256.newDigest();

    void add(String name, byte[] bytes) {
        digest.update(name.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(bytes);
    }

    String hex() {
        return HexFormat.of().formatHex(digest.digest());
    }
}
