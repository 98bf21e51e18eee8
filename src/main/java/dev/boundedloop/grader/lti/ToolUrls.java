package dev.boundedloop.grader.lti;

import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/** The tool's own URLs as platforms reach them: from {@code grader.lti.tool-url}, else from the request. */
@Component
public class ToolUrls {

    public static final String LOGIN = "/lti/login";
    public static final String LAUNCH = "/lti/launch";
    public static final String JWKS = "/lti/jwks";

    private final LtiProperties properties;

    ToolUrls(LtiProperties properties) {
        this.properties = properties;
    }

    public URI base(HttpServletRequest request) {
        if (properties.toolUrl() != null) {
            String base = properties.toolUrl().toString();
            return URI.create(base.endsWith("/") ? base.substring(0, base.length() - 1) : base);
        }
        return ServletUriComponentsBuilder.fromContextPath(request).replaceQuery(null).build().toUri();
    }

    public URI at(HttpServletRequest request, String path) {
        return URI.create(base(request) + path);
    }
}
