package dev.boundedloop.grader.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;

/**
 * Tomcat's last word on an error no application code answered, such as a request URI Tomcat cannot
 * decode: a problem detail instead of Tomcat's HTML page. It says no more than the status and
 * Tomcat's one-line reason, never the server's version or a stack trace.
 */
final class ProblemErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable failure) {
        int code = response.getStatus();
        if (code < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        HttpStatus status = HttpStatus.resolve(code);
        String title = status == null ? "Error" : status.getReasonPhrase();
        String detail = code >= 500
                ? "The service failed on this request; it is not your fault. Try again, and tell an instructor if it persists."
                : message(response, code, title);
        try {
            response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
            response.setCharacterEncoding(StandardCharsets.UTF_8.name());
            byte[] body = ProblemWriter.json(title, code, detail, request.getDecodedRequestURI());
            response.getOutputStream().write(body);
            response.finishResponse();
        } catch (IOException | IllegalStateException ignored) {
            // The client has gone or the response was taken over; nothing more to tell it.
        }
    }

    private static String message(Response response, int code, String title) {
        String message = response.getMessage();
        return message == null || message.isBlank()
                ? "The request could not be read (" + code + " " + title + "): its request line or headers are "
                        + "malformed or too large (all headers together may be at most 8 KiB)"
                : ProblemWriter.oneLine(message);
    }
}
