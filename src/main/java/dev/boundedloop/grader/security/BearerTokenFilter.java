package dev.boundedloop.grader.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import dev.boundedloop.grader.web.ProblemWriter;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Turns {@code Authorization: Bearer <token>} into a {@link Caller}. No header leaves the request
 * anonymous (the access rules then answer 401); a wrong or revoked token is refused at once, and an
 * address that sent too many of them is answered 429 for a while ({@link FailedAuthThrottle}).
 */
final class BearerTokenFilter extends OncePerRequestFilter {

    private static final String PREFIX = "Bearer ";

    private final Tokens tokens;
    private final AuthenticationEntryPoint entryPoint;
    private final FailedAuthThrottle throttle;
    private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

    BearerTokenFilter(Tokens tokens, AuthenticationEntryPoint entryPoint, FailedAuthThrottle throttle) {
        this.tokens = tokens;
        this.entryPoint = entryPoint;
        this.throttle = throttle;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            chain.doFilter(request, response);
            return;
        }
        String address = request.getRemoteAddr();
        Optional<Duration> wait = throttle.blocked(address);
        if (wait.isPresent()) {
            // Refused before the token is looked at: guessing on from here learns nothing.
            long seconds = Math.max(1, (wait.get().toMillis() + 999) / 1000);
            contexts.clearContext();
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(seconds));
            ProblemWriter.write(request, response, HttpStatus.TOO_MANY_REQUESTS, "Too many requests",
                    "Too many wrong bearer tokens from this address; try again in " + seconds + " s");
            return;
        }
        Optional<Caller> caller = tokens.authenticate(header.substring(PREFIX.length()).trim());
        if (caller.isEmpty()) {
            throttle.failed(address);
            contexts.clearContext();
            entryPoint.commence(request, response,
                    new BadCredentialsException("The bearer token is unknown or has been revoked; ask an instructor for a new one"));
            return;
        }
        SecurityContext context = contexts.createEmptyContext();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(caller.get(), null,
                List.of(new SimpleGrantedAuthority(caller.get().role().authority()))));
        contexts.setContext(context);
        chain.doFilter(request, response);
    }
}
