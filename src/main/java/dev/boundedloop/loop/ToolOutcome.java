package dev.boundedloop.loop;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What one tool invocation returned to the model: a value, or one of five error codes. Codes are
 * deliberately coarse, so a refusal tells the model nothing it could use to argue past a gate.
 *
 * @param ok whether the tool ran and returned a value
 * @param value the tool's JSON value when ok, else {@code null}
 * @param error the error code when not ok, else {@code null}
 */
public record ToolOutcome(boolean ok, Object value, String error) {

    /** The tool is unknown or not in the allowed set. */
    public static final String TOOL_NOT_ALLOWED = "tool_not_allowed";
    /** The arguments broke the tool's strict schema. */
    public static final String INVALID_ARGUMENTS = "invalid_arguments";
    /** A consequential tool was called on a dispatcher without a before-write gate. */
    public static final String WRITE_AUTHORITY_REQUIRED = "write_authority_required";
    /** The gate or the handler refused, or the handler failed. */
    public static final String TOOL_FAILED = "tool_failed";
    /** The serialized value was over the dispatcher's byte cap. */
    public static final String RESULT_TOO_LARGE = "result_too_large";

    private static final Set<String> CODES =
            Set.of(TOOL_NOT_ALLOWED, INVALID_ARGUMENTS, WRITE_AUTHORITY_REQUIRED, TOOL_FAILED, RESULT_TOO_LARGE);

    public ToolOutcome {
        if (ok) {
            if (error != null) {
                throw new IllegalArgumentException("a successful outcome has no error");
            }
            value = JsonValues.copy(value);
        } else {
            if (value != null) {
                throw new IllegalArgumentException("a failed outcome has no value");
            }
            if (!CODES.contains(Objects.requireNonNull(error, "error must not be null"))) {
                throw new IllegalArgumentException("unknown error code " + error);
            }
        }
    }

    public static ToolOutcome success(Object value) {
        return new ToolOutcome(true, value, null);
    }

    public static ToolOutcome failure(String error) {
        return new ToolOutcome(false, null, error);
    }

    /** {@code {"ok":true,"value":...}} or {@code {"ok":false,"error":code}}. */
    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("ok", ok);
        if (ok) {
            json.put("value", value);
        } else {
            json.put("error", error);
        }
        return Collections.unmodifiableMap(json);
    }
}
