package dev.boundedloop.loop;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One declared argument of an {@link ArgumentSchema}: its JSON schema and its strict check. */
sealed interface ArgumentField {

    String name();

    boolean required();

    Map<String, Object> schema();

    /** Why the value breaks the declaration, or empty when it fits. */
    Optional<String> problem(Object value);

    /** A JSON integer: Integer or Long only, so "4", 4.0 and true are refused rather than coerced. */
    record IntegerField(String name, boolean required, long minimum, long maximum) implements ArgumentField {

        public IntegerField {
            if (minimum > maximum) {
                throw new IllegalArgumentException(name + ": minimum " + minimum + " > maximum " + maximum);
            }
        }

        @Override
        public Map<String, Object> schema() {
            return Map.of("type", "integer", "minimum", minimum, "maximum", maximum);
        }

        @Override
        public Optional<String> problem(Object value) {
            if (!(value instanceof Integer || value instanceof Long)) {
                return Optional.of(name + " must be an integer");
            }
            long number = ((Number) value).longValue();
            if (number < minimum || number > maximum) {
                return Optional.of(name + " must be within " + minimum + ".." + maximum + ", was " + number);
            }
            return Optional.empty();
        }
    }

    /** A JSON string with a minimum length and, when {@code allowed} is not empty, an enumeration. */
    record StringField(String name, boolean required, int minLength, List<String> allowed) implements ArgumentField {

        public StringField {
            if (minLength < 0) {
                throw new IllegalArgumentException(name + ": minLength must be >= 0, was " + minLength);
            }
            allowed = List.copyOf(allowed);
        }

        @Override
        public Map<String, Object> schema() {
            Map<String, Object> schema = new LinkedHashMap<>();
            schema.put("type", "string");
            schema.put("minLength", minLength);
            if (!allowed.isEmpty()) {
                schema.put("enum", allowed);
            }
            return schema;
        }

        @Override
        public Optional<String> problem(Object value) {
            if (!(value instanceof String text)) {
                return Optional.of(name + " must be a string");
            }
            if (text.codePointCount(0, text.length()) < minLength) {
                return Optional.of(name + " must have at least " + minLength + " characters");
            }
            if (!allowed.isEmpty() && !allowed.contains(text)) {
                return Optional.of(name + " must be one of " + allowed);
            }
            return Optional.empty();
        }
    }
}
