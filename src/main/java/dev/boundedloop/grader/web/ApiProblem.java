package dev.boundedloop.grader.web;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * An error that reaches the client as an RFC 9457 problem detail. Services throw it with a detail a
 * person can act on; {@link ApiProblems} renders it.
 */
public class ApiProblem extends ErrorResponseException {

    public ApiProblem(HttpStatus status, String title, String detail) {
        super(status, problem(status, title, detail), null);
    }

    private static ProblemDetail problem(HttpStatus status, String title, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        return problem;
    }

    public static ApiProblem badRequest(String detail) {
        return new ApiProblem(HttpStatus.BAD_REQUEST, "Bad request", detail);
    }

    public static ApiProblem notFound(String detail) {
        return new ApiProblem(HttpStatus.NOT_FOUND, "Not found", detail);
    }

    public static ApiProblem conflict(String detail) {
        return new ApiProblem(HttpStatus.CONFLICT, "Conflict", detail);
    }

    public static ApiProblem unprocessable(String detail) {
        return new ApiProblem(HttpStatus.UNPROCESSABLE_CONTENT, "Unprocessable submission", detail);
    }
}
