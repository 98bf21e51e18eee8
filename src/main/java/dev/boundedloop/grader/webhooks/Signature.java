package dev.boundedloop.grader.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signatures as Standard Webhooks 1.0 defines them: {@code webhook-signature} is {@code v1,} and the
 * base64 HMAC-SHA256 of {@code <webhook-id>.<webhook-timestamp>.<body>}, keyed with the bytes that the
 * hook's {@code whsec_<base64>} secret encodes. A hook registered before that scheme keeps its 64-hex
 * secret, used as text for the key, and also gets the old body-only {@code X-Grader-Signature}.
 */
public final class Signature {

    public static final String ID_HEADER = "webhook-id";
    public static final String TIMESTAMP_HEADER = "webhook-timestamp";
    public static final String SIGNATURE_HEADER = "webhook-signature";
    /** The scheme before Standard Webhooks, still sent to hooks with a hex secret. */
    public static final String LEGACY_HEADER = "X-Grader-Signature";
    public static final String LEGACY_EVENT_HEADER = "X-Grader-Event-Id";

    static final String SECRET_PREFIX = "whsec_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Signature() {}

    /** A new hook's secret: {@code whsec_} and the base64 of 32 random bytes. */
    static String newSecret() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return SECRET_PREFIX + Base64.getEncoder().encodeToString(key);
    }

    /** Whether the secret is of a hook registered before Standard Webhooks (64 hex characters). */
    static boolean legacy(String secret) {
        return !secret.startsWith(SECRET_PREFIX);
    }

    /** The HMAC key of a stored secret: the bytes a whsec_ secret encodes, or a legacy secret's own text. */
    static byte[] key(String secret) {
        return legacy(secret) ? secret.getBytes(StandardCharsets.UTF_8)
                : Base64.getDecoder().decode(secret.substring(SECRET_PREFIX.length()));
    }

    /** The {@code webhook-signature} value of one try. */
    public static String standard(String secret, String id, long timestamp, byte[] body) {
        byte[] prefix = (id + "." + timestamp + ".").getBytes(StandardCharsets.UTF_8);
        byte[] signed = new byte[prefix.length + body.length];
        System.arraycopy(prefix, 0, signed, 0, prefix.length);
        System.arraycopy(body, 0, signed, prefix.length, body.length);
        return "v1," + Base64.getEncoder().encodeToString(hmac(key(secret), signed));
    }

    /** The legacy {@code X-Grader-Signature}: {@code sha256=} and the hex HMAC of the body alone. */
    static String legacyOf(String secret, byte[] body) {
        return "sha256=" + HexFormat.of().formatHex(hmac(key(secret), body));
    }

    private static byte[] hmac(byte[] key, byte[] content) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(content);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every JDK has HmacSHA256", e);
        }
    }
}
