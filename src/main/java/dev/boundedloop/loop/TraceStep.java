package dev.boundedloop.loop;

import java.util.Map;

/**
 * One tool observation paired with the request it answers.
 *
 * @param callId the call id both carry
 * @param tool the requested tool's name
 * @param arguments the requested arguments
 * @param ok whether the tool returned a value
 * @param result the value when ok, else the error code
 */
public record TraceStep(String callId, String tool, Map<String, Object> arguments, boolean ok, Object result) {

    public TraceStep {
        arguments = JsonValues.copyObject(arguments);
        result = JsonValues.copy(result);
    }
}
