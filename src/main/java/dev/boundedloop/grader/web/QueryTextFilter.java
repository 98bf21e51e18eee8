package dev.boundedloop.grader.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import org.springframework.http.HttpStatus;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses query parameters the databases cannot compare or store ({@link RequestText}), such as
 * {@code ?learner=%00}, with 400 naming the parameter, before any filter reaches a query. It reads
 * the query string itself: asking the container for parameters would parse a multipart body too.
 */
final class QueryTextFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String query = request.getQueryString();
        if (query != null) {
            for (String pair : query.split("&")) {
                int equals = pair.indexOf('=');
                String name = decode(equals < 0 ? pair : pair.substring(0, equals));
                String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
                String problem = name == null || value == null ? "is not valid percent-encoded UTF-8"
                        : RequestText.problem(name + value);
                if (problem != null) {
                    ProblemWriter.write(request, response, HttpStatus.BAD_REQUEST, "Bad request",
                            "The query parameter '" + (name == null ? pair : name) + "' " + problem);
                    return;
                }
            }
        }
        chain.doFilter(request, response);
    }

    /**
     * The decoded text, or null when the encoding is broken: a lone '%', or bytes that are not UTF-8
     * ({@code %FF}). URLDecoder would put U+FFFD in place of the latter, and the container, which
     * decodes strictly, would then fail on the parameter as a server error.
     */
    private static String decode(String encoded) {
        try {
            byte[] bytes = URLDecoder.decode(encoded, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.ISO_8859_1);
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IllegalArgumentException | CharacterCodingException broken) {
            return null;
        }
    }
}
