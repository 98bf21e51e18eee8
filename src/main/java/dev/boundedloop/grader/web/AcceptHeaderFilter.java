package dev.boundedloop.grader.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses an Accept header that cannot be parsed ({@code Accept: *}{@code /*;q=abc}) with 400. Left to
 * Spring, the request ended in 406 with an empty body: the problem detail itself could not be
 * negotiated against the same header.
 */
final class AcceptHeaderFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            MediaType.parseMediaTypes(Collections.list(request.getHeaders(HttpHeaders.ACCEPT)));
        } catch (InvalidMediaTypeException unreadable) {
            ProblemWriter.write(request, response, HttpStatus.BAD_REQUEST, "Bad request", "The Accept header '"
                    + unreadable.getMediaType() + "' could not be read (" + ProblemWriter.oneLine(unreadable.getMessage())
                    + "); send Accept: application/json, or no Accept header");
            return;
        }
        chain.doFilter(request, response);
    }
}
