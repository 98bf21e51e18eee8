package dev.boundedloop.grader.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** The {@code X-Grader-Signature} of a body: {@code sha256=} and the hex HMAC-SHA256 of its bytes under the hook's secret. */
public final class Signature {

    public static final String HEADER = "X-Grader-Signature";
    public static final String EVENT_HEADER = "X-Grader-Event-Id";

    private Signature() {}

    public static String of(String secret, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return "sha256=" + HexFormat.of().formatHex(mac.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every JDK has HmacSHA256", e);
        }
    }
}
