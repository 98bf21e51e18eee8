package dev.boundedloop.grader.audit;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import java.util.regex.Pattern;
import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives each request an id for its log lines: the caller's {@code X-Request-Id} when it is short and
 * plain (so a proxy's id carries through), otherwise a new one. It is in the MDC while the request
 * runs and is echoed in the response. First of all filters, so that even a refused token's lines
 * carry it.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class RequestIdFilter extends OncePerRequestFilter {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";

    /** Letters, digits and . _ : - only: nothing that could break a log line or a header. */
    private static final Pattern SANE = Pattern.compile("[A-Za-z0-9._:-]{1,64}");
    private static final String ATTRIBUTE = RequestIdFilter.class.getName();

    /** The id a caller sent, if it may be used as it is; otherwise a new one. */
    static String accept(String offered) {
        return offered != null && SANE.matcher(offered).matches() ? offered : UUID.randomUUID().toString();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        // An async or error dispatch of the same request keeps the id its first pass chose.
        String id = request.getAttribute(ATTRIBUTE) instanceof String chosen ? chosen : accept(request.getHeader(HEADER));
        request.setAttribute(ATTRIBUTE, id);
        if (!response.isCommitted()) {
            response.setHeader(HEADER, id);
        }
        String outer = MDC.get(MDC_KEY);
        MDC.put(MDC_KEY, id);
        try {
            chain.doFilter(request, response);
        } finally {
            if (outer == null) {
                MDC.remove(MDC_KEY);
            } else {
                MDC.put(MDC_KEY, outer);
            }
        }
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return false;
    }

    @Override
    protected boolean shouldNotFilterErrorDispatch() {
        return false;
    }
}
