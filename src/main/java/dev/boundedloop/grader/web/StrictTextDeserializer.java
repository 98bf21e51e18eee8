package dev.boundedloop.grader.web;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;

/**
 * Reads a JSON string into a String field, and nothing else: Jackson would turn {@code 123},
 * {@code true} or {@code 1.5} into text silently, so {@code {"id": 5}} made a learner "5". Text that
 * the databases cannot hold as sent ({@link RequestText}) is refused too, naming the field.
 *
 * <p>The one exception is a submission's {@code source}: it is graded as the bytes sent, and a source
 * that is not valid text gets an INVALID report that says why, as a file upload of the same bytes does.
 */
final class StrictTextDeserializer extends StdDeserializer<String> {

    /** The field whose text is stored as bytes and judged by grading, not by the API. */
    static final String SOURCE_FIELD = "source";

    StrictTextDeserializer() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) {
        if (!parser.hasToken(JsonToken.VALUE_STRING)) {
            return (String) context.handleUnexpectedToken(context.constructType(String.class), parser.currentToken(),
                    parser, "expected a JSON string here, got %s", describe(parser.currentToken()));
        }
        String text = parser.getString();
        if (!SOURCE_FIELD.equals(parser.currentName())) {
            String problem = RequestText.problem(text);
            if (problem != null) {
                return context.reportInputMismatch(this, "the text %s", problem);
            }
        }
        return text;
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "nothing";
        }
        return switch (token) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            default -> token.name();
        };
    }
}
