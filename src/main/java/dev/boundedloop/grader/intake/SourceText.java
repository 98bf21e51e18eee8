package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.problems.GraderProblem;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** A JSON source string as the UTF-8 bytes a file upload would carry. */
final class SourceText {

    private SourceText() {}

    static byte[] utf8(String source) {
        try {
            ByteBuffer encoded = StandardCharsets.UTF_8.newEncoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .encode(CharBuffer.wrap(source));
            byte[] bytes = new byte[encoded.remaining()];
            encoded.get(bytes);
            return bytes;
        } catch (CharacterCodingException e) {
            // Only a lone UTF-16 surrogate escape (such as "\ud800") gets here: no file can hold it.
            throw GraderProblem.badRequest("The field 'source' contains an unpaired surrogate escape, which is not text; "
                    + "send the file's contents as they are");
        }
    }
}
