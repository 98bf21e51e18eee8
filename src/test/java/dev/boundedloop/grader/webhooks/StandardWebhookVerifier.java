package dev.boundedloop.grader.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A receiver's check of a delivery, written from the Standard Webhooks 1.0 specification rather than the
 * service's code: the secret is {@code whsec_} and base64 key bytes; the signed content is
 * {@code id.timestamp.body}; {@code webhook-signature} holds one or more space-separated {@code v1,<base64>};
 * a timestamp more than five minutes from now is refused, so a captured delivery cannot be replayed later.
 */
final class StandardWebhookVerifier {

    static final Duration TOLERANCE = Duration.ofMinutes(5);

    private StandardWebhookVerifier() {}

    /** Throws naming what is wrong; returns quietly when the delivery is genuine and fresh at {@code now}. */
    static void verify(String secret, String id, String timestamp, String signatures, String body, Instant now)
            throws Exception {
        if (id == null || timestamp == null || signatures == null) {
            throw new IllegalArgumentException("missing webhook-id, webhook-timestamp or webhook-signature");
        }
        if (!secret.startsWith("whsec_")) {
            throw new IllegalArgumentException("the secret is not a whsec_ secret");
        }
        Instant sent = Instant.ofEpochSecond(Long.parseLong(timestamp));
        if (Duration.between(sent, now).abs().compareTo(TOLERANCE) > 0) {
            throw new IllegalArgumentException("the timestamp " + sent + " is outside the tolerance of " + now);
        }
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(Base64.getDecoder().decode(secret.substring("whsec_".length())), "HmacSHA256"));
        byte[] expected = mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
        for (String signature : signatures.split(" ")) {
            int comma = signature.indexOf(',');
            if (comma > 0 && signature.substring(0, comma).equals("v1")
                    && MessageDigest.isEqual(expected, Base64.getDecoder().decode(signature.substring(comma + 1)))) {
                return;
            }
        }
        throw new IllegalArgumentException("no v1 signature matches");
    }

    static void verify(String secret, Receiver.Received delivery, Instant now) throws Exception {
        verify(secret, delivery.webhookId(), delivery.webhookTimestamp(), delivery.webhookSignature(), delivery.body(),
                now);
    }
}
