package dev.boundedloop.grader.lti;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Set;
import org.apache.tomcat.util.http.Rfc6265CookieProcessor;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * The session cookie a launch makes and the CSRF cookie beside it must reach the service from inside the
 * LMS's frame, a third-party context: over HTTPS they go out {@code Secure; SameSite=None}. Over plain HTTP
 * (a loopback test platform) a browser would drop {@code SameSite=None} without {@code Secure}, so they
 * keep the browser's default. The session cookie is HttpOnly as Tomcat makes it; the CSRF one cannot be,
 * since the page's script reads it.
 */
@Component
class FramedCookies implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {

    static final Set<String> FRAMED = Set.of("JSESSIONID", "XSRF-TOKEN");

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        factory.addContextCustomizers(context -> context.setCookieProcessor(new Processor()));
    }

    static final class Processor extends Rfc6265CookieProcessor {
        @Override
        public String generateHeader(Cookie cookie, HttpServletRequest request) {
            if (request != null && request.isSecure() && FRAMED.contains(cookie.getName())) {
                cookie.setSecure(true);
                cookie.setAttribute("SameSite", "None");
            }
            return super.generateHeader(cookie, request);
        }
    }
}
