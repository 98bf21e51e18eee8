package dev.boundedloop.grader.web;

import io.swagger.v3.oas.annotations.Hidden;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The container's error page, for errors that never reach a controller: a request the firewall
 * rejects (an encoded '%' or ';' in the path), a filter's sendError, an exception thrown in a
 * filter. Problem details like every other API error, whatever the Accept header asked for, in
 * place of Boot's error JSON and its HTML whitelabel page.
 */
@Hidden // the container's, not an API operation
@RestController
class ProblemErrorController implements ErrorController {

    @RequestMapping("${server.error.path:${error.path:/error}}")
    void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        HttpStatus status = code instanceof Integer value ? statusOf(value) : HttpStatus.NOT_FOUND;
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        String path = uri instanceof String text ? text : request.getRequestURI();
        ProblemWriter.write(path, response, status, status.getReasonPhrase(), detail(status, request, path));
    }

    private static HttpStatus statusOf(int code) {
        HttpStatus status = HttpStatus.resolve(code);
        return status == null ? HttpStatus.INTERNAL_SERVER_ERROR : status;
    }

    private static String detail(HttpStatus status, HttpServletRequest request, String path) {
        if (request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) == null) {
            return "No resource at " + path;
        }
        if (status.is5xxServerError()) {
            return "The service failed on this request; it is not your fault. Try again, and tell an instructor "
                    + "if it persists.";
        }
        Object exception = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        if (exception instanceof Throwable thrown && thrown.getMessage() != null) {
            return ProblemWriter.oneLine(thrown.getMessage());
        }
        Object message = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        if (message instanceof String text && !text.isBlank()) {
            return ProblemWriter.oneLine(text);
        }
        if (status == HttpStatus.BAD_REQUEST) {
            // Spring Security's firewall says no more than the status.
            return "The request's path holds something the service refuses, such as an encoded '%', '/', '\\' or ';', "
                    + "a ';' parameter or '..'; send plain path segments";
        }
        return "The service could not take this request (" + status.value() + " " + status.getReasonPhrase() + ")";
    }
}
