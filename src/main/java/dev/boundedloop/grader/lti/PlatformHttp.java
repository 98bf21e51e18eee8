package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundRefused;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * Every HTTP call the tool makes to a platform, in one place: each URL is checked against
 * {@link PlatformUrls} (https, or http on loopback when allowed), then sent through the service's
 * outbound guard, which refuses inner addresses and the service itself and follows no redirect.
 */
@Component
public class PlatformHttp {

    /** A platform's answer; header names in lower case. */
    public record Answer(int status, String body, Map<String, List<String>> headers) {

        public Answer(int status, String body) {
            this(status, body, Map.of());
        }

        public boolean ok() {
            return status >= 200 && status < 300;
        }

        public List<String> headers(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
        }

        public Optional<String> header(String name) {
            return headers(name).stream().findFirst();
        }
    }

    private final LtiProperties properties;
    private final OutboundGuard guard;

    PlatformHttp(LtiProperties properties, OutboundGuard guard) {
        this.properties = properties;
        this.guard = guard;
    }

    public Answer get(URI url, String accept) {
        return send(request(url, accept).GET().build());
    }

    /** POSTs a JSON body, with a bearer token when {@code bearer} is not null. */
    public Answer postJson(URI url, String json, String bearer) {
        HttpRequest.Builder request = request(url, "application/json").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return send(request.build());
    }

    /** GETs with a bearer token (a service call of LTI Advantage). */
    public Answer get(URI url, String accept, String bearer) {
        return send(request(url, accept).header("Authorization", "Bearer " + bearer).GET().build());
    }

    /** POSTs a body of the given media type with a bearer token (a line item, a score). */
    public Answer post(URI url, String contentType, String accept, String body, String bearer) {
        return send(request(url, accept).header("Content-Type", contentType).header("Authorization", "Bearer " + bearer)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build());
    }

    /** POSTs an HTML form (the OAuth 2 token request). */
    public Answer postForm(URI url, Map<String, String> fields) {
        String body = fields.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return send(request(url, "application/json").header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build());
    }

    private HttpRequest.Builder request(URI url, String accept) {
        PlatformUrls.check(url.toString(), "URL", properties.allowLoopbackPlatforms());
        return HttpRequest.newBuilder(url).timeout(properties.platformTimeout()).header("Accept", accept);
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = guard.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8),
                    properties.platformTimeout(), properties.allowLoopbackPlatforms() ? OutboundGuard.Reach.LOOPBACK_TOO
                            : OutboundGuard.Reach.PUBLIC);
            Map<String, List<String>> headers = new HashMap<>();
            response.headers().map().forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT), values));
            return new Answer(response.statusCode(), response.body(), headers);
        } catch (OutboundRefused e) {
            throw new LtiRefusal("platform", "The platform at " + request.uri() + " is not called: " + e.reason());
        } catch (IOException e) {
            throw new LtiRefusal("platform", "The platform at " + request.uri() + " could not be reached: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LtiRefusal("platform", "Interrupted while calling the platform at " + request.uri());
        }
    }
}
