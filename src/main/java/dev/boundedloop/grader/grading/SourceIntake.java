package dev.boundedloop.grader.grading;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** The first gate: size, UTF-8 and non-empty, before anything is compiled. */
public final class SourceIntake {

    public static final int MAX_BYTES = 64 * 1024;

    private SourceIntake() {}

    /** The decoded source, or the one reason the bytes are not a gradable submission. */
    public record Checked(String source, String invalidReason) {
        public boolean accepted() {
            return invalidReason == null;
        }
    }

    public static Checked check(byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            return rejected("The source is " + bytes.length + " bytes; the limit is " + MAX_BYTES + " bytes (64 KiB)");
        }
        String source;
        try {
            source = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return rejected("The source is not valid UTF-8; save the file as UTF-8 and submit it again");
        }
        if (source.isBlank()) {
            return rejected("The source is empty");
        }
        return new Checked(source, null);
    }

    private static Checked rejected(String reason) {
        return new Checked(null, reason);
    }
}
