package dev.boundedloop.grader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a problem detail straight to the response, for errors raised in servlet filters (a missing
 * token, a body over the limit) before any controller or advice runs. Like Spring's own problem
 * details it leaves out "type", which then means about:blank (RFC 9457 §3.1.1).
 */
public final class ProblemWriter {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ProblemWriter() {}

    public static void write(HttpServletRequest request, HttpServletResponse response, HttpStatus status,
            String title, String detail) throws IOException {
        write(request.getRequestURI(), response, status, title, detail);
    }

    /** Like {@link #write(HttpServletRequest, HttpServletResponse, HttpStatus, String, String)}, for a path known otherwise. */
    public static void write(String instance, HttpServletResponse response, HttpStatus status, String title,
            String detail) throws IOException {
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getOutputStream().write(json(title, status.value(), detail, instance));
    }

    /** The problem detail's JSON; {@code instance} may be null when the request's path could not be read. */
    static byte[] json(String title, int status, String detail, String instance) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("title", title);
        body.put("status", status);
        body.put("detail", detail);
        if (instance != null) {
            body.put("instance", instance);
        }
        return JSON.writeValueAsBytes(body);
    }

    /** A container's or library's message as one line of a detail. */
    static String oneLine(String message) {
        String first = message.lines().findFirst().orElse("").strip();
        return first.length() > 300 ? first.substring(0, 300) + "…" : first;
    }
}
