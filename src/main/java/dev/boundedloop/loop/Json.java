package dev.boundedloop.loop;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Compact JSON text with sorted object keys, so equal values always serialize to the same bytes. */
final class Json {

    private static final JsonMapper MAPPER =
            JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    private Json() {}

    static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /**
     * Parses JSON text into an immutable JSON value.
     *
     * @throws IllegalArgumentException when the text is not one JSON value
     */
    static Object read(String text) {
        try {
            return JsonValues.copy(MAPPER.readValue(text, Object.class));
        } catch (JacksonException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
