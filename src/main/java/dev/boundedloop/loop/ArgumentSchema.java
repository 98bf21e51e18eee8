package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The strict argument contract of a tool, the Java counterpart of the course's Pydantic models with
 * {@code strict=True, extra="forbid"}: no type coercion, no unknown keys, every required key present,
 * integer bounds, and string length and enumeration.
 */
public final class ArgumentSchema {

    /** In declaration order, which is the order the JSON schema lists them. */
    private static final ArgumentSchema NONE = new ArgumentSchema(Map.of());

    private final Map<String, ArgumentField> fields;
    private final Map<String, Object> jsonSchema;

    private ArgumentSchema(Map<String, ArgumentField> fields) {
        this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        this.jsonSchema = buildJsonSchema();
    }

    /** A tool that takes no arguments: any key is refused. */
    public static ArgumentSchema none() {
        return NONE;
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * Checks arguments against the contract.
     *
     * @return one message per problem; empty when the arguments are valid
     */
    public List<String> problems(Map<String, Object> arguments) {
        List<String> problems = new ArrayList<>();
        for (String key : arguments.keySet()) {
            if (!fields.containsKey(key)) {
                problems.add("unknown argument " + key);
            }
        }
        for (ArgumentField field : fields.values()) {
            if (!arguments.containsKey(field.name())) {
                if (field.required()) {
                    problems.add(field.name() + " is required");
                }
            } else {
                field.problem(arguments.get(field.name())).ifPresent(problems::add);
            }
        }
        return List.copyOf(problems);
    }

    /** The JSON schema: an object with its properties, required keys and {@code additionalProperties: false}. */
    public Map<String, Object> jsonSchema() {
        return jsonSchema;
    }

    private Map<String, Object> buildJsonSchema() {
        Map<String, Object> properties = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        for (ArgumentField field : fields.values()) {
            properties.put(field.name(), field.schema());
            if (field.required()) {
                required.add(field.name());
            }
        }
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", properties);
        schema.put("required", required);
        schema.put("additionalProperties", false);
        return JsonValues.copyObject(schema);
    }

    /** Declares arguments in the order the schema lists them. */
    public static final class Builder {

        private final Map<String, ArgumentField> fields = new LinkedHashMap<>();

        private Builder() {}

        /** A required integer within {@code minimum..maximum}, both inclusive. */
        public Builder integer(String name, long minimum, long maximum) {
            return add(new ArgumentField.IntegerField(name, true, minimum, maximum));
        }

        /** An optional integer within {@code minimum..maximum}, both inclusive. */
        public Builder optionalInteger(String name, long minimum, long maximum) {
            return add(new ArgumentField.IntegerField(name, false, minimum, maximum));
        }

        /** A required string of at least {@code minLength} characters. */
        public Builder string(String name, int minLength) {
            return add(new ArgumentField.StringField(name, true, minLength, List.of()));
        }

        /** An optional string of at least {@code minLength} characters. */
        public Builder optionalString(String name, int minLength) {
            return add(new ArgumentField.StringField(name, false, minLength, List.of()));
        }

        /** A required string that must be one of {@code allowed}. */
        public Builder oneOf(String name, List<String> allowed) {
            if (allowed.isEmpty()) {
                throw new IllegalArgumentException(name + ": an enumeration needs at least one value");
            }
            return add(new ArgumentField.StringField(name, true, 0, allowed));
        }

        public ArgumentSchema build() {
            return new ArgumentSchema(fields);
        }

        private Builder add(ArgumentField field) {
            if (fields.putIfAbsent(field.name(), field) != null) {
                throw new IllegalArgumentException("argument " + field.name() + " is declared twice");
            }
            return this;
        }
    }
}
