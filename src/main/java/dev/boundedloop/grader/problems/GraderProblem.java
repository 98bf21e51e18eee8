package dev.boundedloop.grader.problems;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the service refuses, and why: thrown by services, rendered by the web layer. Extra
 * properties (the field at fault, the errors found) and a Retry-After or a location travel with it.
 */
public class GraderProblem extends RuntimeException {

    /** What kind of refusal, which decides the HTTP status the web layer answers with. */
    public enum Kind { INVALID, NOT_FOUND, CONFLICT, UNPROCESSABLE, TOO_MANY_REQUESTS, UNAVAILABLE }

    private final Kind kind;
    private final String title;
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private Duration retryAfter;
    private URI location;

    public GraderProblem(Kind kind, String title, String detail) {
        super(detail, null, false, false); // a refusal, not a fault: no stack trace to fill or log
        this.kind = kind;
        this.title = title;
    }

    public static GraderProblem badRequest(String detail) {
        return new GraderProblem(Kind.INVALID, "Bad request", detail);
    }

    public static GraderProblem notFound(String detail) {
        return new GraderProblem(Kind.NOT_FOUND, "Not found", detail);
    }

    public static GraderProblem conflict(String detail) {
        return new GraderProblem(Kind.CONFLICT, "Conflict", detail);
    }

    public static GraderProblem unprocessable(String detail) {
        return new GraderProblem(Kind.UNPROCESSABLE, "Unprocessable submission", detail);
    }

    /** Adds a property to the problem's body, e.g. the field at fault. */
    public GraderProblem with(String name, Object value) {
        properties.put(name, value);
        return this;
    }

    /** When the client may try again; at least a second. */
    public GraderProblem retryAfter(Duration wait) {
        retryAfter = wait.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : wait;
        return this;
    }

    /** Where the client finds what the refusal is about. */
    public GraderProblem at(URI where) {
        location = where;
        return this;
    }

    public Kind kind() {
        return kind;
    }

    public String title() {
        return title;
    }

    public String detail() {
        return getMessage();
    }

    public Map<String, Object> properties() {
        return Collections.unmodifiableMap(properties);
    }

    public Duration retryAfter() {
        return retryAfter;
    }

    public URI location() {
        return location;
    }
}
