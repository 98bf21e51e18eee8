package dev.boundedloop.grader.web;

import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.problems.GraderProblem;
import jakarta.servlet.http.Part;
import java.nio.charset.CharacterCodingException;
import java.util.stream.Collectors;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.ConversionNotSupportedException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import tools.jackson.core.JacksonException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentConversionNotSupportedException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Every API error as an RFC 9457 problem detail (application/problem+json), with a detail that says
 * what to change. Spring's own exceptions keep their status; the ones a client commonly meets get
 * a clearer detail here.
 */
@RestControllerAdvice
class ApiProblems extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ApiProblems.class);

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        Throwable cause = ex;
        while (cause != null) {
            if (cause instanceof BodySizeLimitFilter.BodyTooLargeException tooLarge) {
                return problem(HttpStatus.CONTENT_TOO_LARGE, "Request body too large", tooLarge.getMessage(), request);
            }
            if (cause instanceof GraderProblem refused) {
                return refused(refused, request); // e.g. a text field that is not text
            }
            if (cause instanceof JsonEncodingFilter.NotUtf8Exception notUtf8) {
                return problem(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported media type", notUtf8.getMessage(), request);
            }
            cause = cause.getCause();
        }
        String reason = ex.getMostSpecificCause().getMessage();
        String firstLine = reason == null ? "" : reason.lines().findFirst().orElse("");
        String field = field(ex);
        boolean submission = request.getDescription(false).endsWith("/api/submissions");
        String example = submission ? " A submission is {\"assignment\": \"ch03-unit-a\", \"source\": \"<Java source>\", "
                + "\"notes\": \"...\"}" : "";
        // Spring's own text for an empty body names the controller method, which tells a client nothing.
        if (firstLine.startsWith("Required request body is missing")) {
            return problem(HttpStatus.BAD_REQUEST, "Missing request body",
                    "The request has no body; this endpoint expects a JSON object." + example, request);
        }
        return problem(HttpStatus.BAD_REQUEST, "Malformed request body",
                "The request body is not the JSON this endpoint expects" + (field == null ? "" : " at '" + field + "'")
                        + " (" + firstLine + ")." + example,
                request);
    }

    /** The JSON field a binding error is at, such as {@code hiddenResults}, when Jackson knows it. */
    private static String field(HttpMessageNotReadableException ex) {
        for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
            if (cause instanceof JacksonException jackson && !jackson.getPath().isEmpty()) {
                StringBuilder path = new StringBuilder();
                for (JacksonException.Reference step : jackson.getPath()) {
                    if (step.getPropertyName() != null) {
                        path.append(path.isEmpty() ? "" : ".").append(step.getPropertyName());
                    } else if (step.getIndex() >= 0) {
                        path.append('[').append(step.getIndex()).append(']');
                    }
                }
                return path.isEmpty() ? null : path.toString();
            }
        }
        return null;
    }

    @Override
    protected ResponseEntity<Object> handleHttpMediaTypeNotSupported(HttpMediaTypeNotSupportedException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String supported = ex.getSupportedMediaTypes().stream().map(Object::toString).collect(Collectors.joining(", "));
        return problem(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported media type",
                "Content-Type " + (ex.getContentType() == null ? "(none)" : "'" + ex.getContentType() + "'")
                        + " is not accepted here; send one of: " + supported,
                request);
    }

    @Override
    protected ResponseEntity<Object> handleMaxUploadSizeExceededException(MaxUploadSizeExceededException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String reason = ex.getMostSpecificCause().getMessage();
        if (reason != null && reason.startsWith("Header section")) {
            // Tomcat's limit on one part's headers, which Spring reports as an upload over its size.
            return problem(HttpStatus.BAD_REQUEST, "Malformed multipart request", "A part's headers are longer than "
                    + "the server reads (" + ProblemWriter.oneLine(reason) + "); shorten the part's file name", request);
        }
        return problem(HttpStatus.CONTENT_TOO_LARGE, "Request body too large",
                BodySizeLimitFilter.tooLarge(ex.getMaxUploadSize() > 0 ? ex.getMaxUploadSize() : 256 * 1024), request);
    }

    /** A file part where a text field belongs ({@code -F assignment=@file}); other conversions stay server errors. */
    @Override
    protected ResponseEntity<Object> handleConversionNotSupported(ConversionNotSupportedException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (ex.getValue() instanceof MultipartFile || ex.getValue() instanceof Part) {
            String name = ex instanceof MethodArgumentConversionNotSupportedException argument ? argument.getName()
                    : ex.getPropertyName();
            return problem(HttpStatus.BAD_REQUEST, "Bad request",
                    "'" + name + "' must be a text field, not a file", request);
        }
        return super.handleConversionNotSupported(ex, headers, status, request);
    }

    /** A multipart request Tomcat cannot split into parts, such as one whose Content-Type names no boundary. */
    @ExceptionHandler(MultipartException.class)
    ResponseEntity<Object> unreadableMultipart(MultipartException ex, WebRequest request) {
        Throwable cause = ex.getMostSpecificCause();
        String reason = cause.getMessage() == null ? cause.getClass().getSimpleName() : ProblemWriter.oneLine(cause.getMessage());
        return problem(HttpStatus.BAD_REQUEST, "Malformed multipart request",
                "The multipart body could not be read (" + reason + "); send Content-Type: multipart/form-data; "
                        + "boundary=<boundary> with parts separated by that boundary", request);
    }

    /**
     * Parameters Tomcat cannot read, found when something first asks for them: a form body (which
     * Spring reads as parameters even where an endpoint takes JSON) that is not UTF-8, or too many
     * parameters. The query string's own are refused earlier by QueryTextFilter, by name.
     */
    @ExceptionHandler(InvalidParameterException.class)
    ResponseEntity<Object> unreadableParameters(InvalidParameterException ex, WebRequest request) {
        String detail = ex.getCause() instanceof CharacterCodingException
                ? "The request's parameters are not valid percent-encoded UTF-8; send JSON as Content-Type: "
                        + "application/json, and encode any parameter in UTF-8"
                : "The request's parameters could not be read: " + ProblemWriter.oneLine(ex.getMessage());
        return problem(HttpStatus.BAD_REQUEST, "Bad request", detail, request);
    }

    /** A service's refusal, with the status its kind stands for. */
    @ExceptionHandler(GraderProblem.class)
    ResponseEntity<Object> refused(GraderProblem refused, WebRequest request) {
        HttpStatus status = switch (refused.kind()) {
            case INVALID -> HttpStatus.BAD_REQUEST;
            case NOT_FOUND -> HttpStatus.NOT_FOUND;
            case CONFLICT -> HttpStatus.CONFLICT;
            case UNPROCESSABLE -> HttpStatus.UNPROCESSABLE_CONTENT;
            case TOO_MANY_REQUESTS -> HttpStatus.TOO_MANY_REQUESTS;
            case UNAVAILABLE -> HttpStatus.SERVICE_UNAVAILABLE;
        };
        ProblemDetail body = ProblemDetail.forStatusAndDetail(status, refused.detail());
        body.setTitle(refused.title());
        refused.properties().forEach(body::setProperty);
        HttpHeaders headers = new HttpHeaders();
        if (refused.retryAfter() != null) {
            headers.set(HttpHeaders.RETRY_AFTER, Long.toString(refused.retryAfter().toSeconds()));
        }
        if (refused.location() != null) {
            headers.setLocation(refused.location());
        }
        return handleExceptionInternal(refused, body, headers, status, request);
    }

    @ExceptionHandler(UnknownAssignmentException.class)
    ResponseEntity<Object> unknownAssignment(UnknownAssignmentException ex, WebRequest request) {
        return problem(HttpStatus.NOT_FOUND, "Unknown assignment", ex.getMessage(), request);
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<Object> typeMismatch(MethodArgumentTypeMismatchException ex, WebRequest request) {
        return problem(HttpStatus.BAD_REQUEST, "Bad request",
                "'" + ex.getValue() + "' is not a valid value for '" + ex.getName() + "'", request);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> unexpected(Exception ex, WebRequest request) throws Exception {
        if (ex instanceof org.springframework.security.access.AccessDeniedException
                || ex instanceof org.springframework.security.core.AuthenticationException) {
            throw ex; // Spring Security's handlers answer these with 401/403.
        }
        log.error("Unexpected error on {}", request.getDescription(false), ex);
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, "Internal error",
                "The service failed on this request; it is not your fault. Try again, and tell an instructor if it persists.",
                request);
    }

    private ResponseEntity<Object> problem(HttpStatus status, String title, String detail, WebRequest request) {
        ProblemDetail body = ProblemDetail.forStatusAndDetail(status, detail);
        body.setTitle(title);
        return handleExceptionInternal(new RuntimeException(detail), body, new HttpHeaders(), status, request);
    }
}
