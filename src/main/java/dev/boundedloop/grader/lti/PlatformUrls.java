package dev.boundedloop.grader.lti;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Which platform URLs the tool accepts: {@code https}, or {@code http} on a loopback address; a loopback
 * address only when the operator allows platforms there ({@code grader.lti.allow-loopback-platforms}).
 * Only literal loopback names are recognised here; other addresses are the outbound guard's business.
 */
public final class PlatformUrls {

    private PlatformUrls() {}

    /** The URL, checked; an {@link LtiRefusal} naming {@code field} when it is not acceptable. */
    public static URI check(String value, String field, boolean allowLoopback) {
        if (value == null || value.isBlank()) {
            throw new LtiRefusal(field, field + " is missing");
        }
        URI uri;
        try {
            uri = new URI(value.strip());
        } catch (java.net.URISyntaxException e) {
            throw new LtiRefusal(field, field + " \"" + value + "\" is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (uri.getHost() == null || !(scheme.equals("https") || scheme.equals("http"))) {
            throw new LtiRefusal(field, field + " \"" + value + "\" must be an absolute https URL");
        }
        if (uri.getUserInfo() != null || uri.getFragment() != null) {
            throw new LtiRefusal(field, field + " \"" + value + "\" must not carry a user name or a #fragment");
        }
        boolean loopback = isLoopback(uri.getHost());
        if (loopback && !allowLoopback) {
            throw new LtiRefusal(field, field + " \"" + value + "\" is on a loopback address, which this service "
                    + "accepts only when the operator sets grader.lti.allow-loopback-platforms=true");
        }
        if (scheme.equals("http") && !loopback) {
            throw new LtiRefusal(field, field + " \"" + value + "\" must use https (http is accepted only for a "
                    + "platform on a loopback address)");
        }
        return uri;
    }

    static boolean isLoopback(String host) {
        String name = host.toLowerCase(Locale.ROOT);
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        if (name.equals("localhost") || name.endsWith(".localhost")) {
            return true;
        }
        if (!name.matches("[0-9.]+|[0-9a-f:]+")) {
            return false; // a name: not resolved here
        }
        try {
            return InetAddress.getByName(name).isLoopbackAddress(); // a literal: parsed, never looked up
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
