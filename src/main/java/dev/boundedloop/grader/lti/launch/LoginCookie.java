package dev.boundedloop.grader.lti.launch;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

/**
 * The cookie that binds a login's state to the browser that began it: one per state (several frames may
 * log in at once), HttpOnly, scoped to {@code /lti/launch}, and {@code SameSite=None; Secure} over HTTPS so that
 * it comes back with the platform's cross-site form post.
 */
@Component
class LoginCookie {

    private static final String PREFIX = "lti_login_";

    private final long lifetimeSeconds;

    LoginCookie(dev.boundedloop.grader.lti.LtiProperties properties) {
        this.lifetimeSeconds = properties.loginLifetime().toSeconds();
    }

    void give(Logins.Begun begun, HttpServletRequest request, HttpServletResponse response) {
        response.addHeader("Set-Cookie", cookie(name(begun.state()), begun.browserSecret(), request, lifetimeSeconds).toString());
    }

    /** The secret this browser holds for the state, or null. */
    String taken(String state, HttpServletRequest request, HttpServletResponse response) {
        if (state == null || request.getCookies() == null) {
            return null;
        }
        for (Cookie c : request.getCookies()) {
            if (c.getName().equals(name(state))) {
                response.addHeader("Set-Cookie", cookie(c.getName(), "", request, 0).toString());
                return c.getValue();
            }
        }
        return null;
    }

    private static String name(String state) {
        return PREFIX + Secrets.sha256(state).substring(0, 16);
    }

    private static ResponseCookie cookie(String name, String value, HttpServletRequest request, long maxAgeSeconds) {
        return ResponseCookie.from(name, value).path("/lti/launch").httpOnly(true).maxAge(maxAgeSeconds)
                .secure(request.isSecure()).sameSite(request.isSecure() ? "None" : "Lax").build();
    }
}
