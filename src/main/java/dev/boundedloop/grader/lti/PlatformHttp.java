package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundRefused;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.springframework.stereotype.Component;

/**
 * Every HTTP call the tool makes to a platform, in one place: each URL is checked against
 * {@link PlatformUrls} (https, or http on loopback when allowed), then sent through the service's
 * outbound guard, which refuses inner addresses and the service itself and follows no redirect.
 */
@Component
public class PlatformHttp {

    /** A platform's answer. */
    public record Answer(int status, String body) {
        public boolean ok() {
            return status >= 200 && status < 300;
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

    private HttpRequest.Builder request(URI url, String accept) {
        PlatformUrls.check(url.toString(), "URL", properties.allowLoopbackPlatforms());
        return HttpRequest.newBuilder(url).timeout(properties.platformTimeout()).header("Accept", accept);
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = guard.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8),
                    properties.platformTimeout(), properties.allowLoopbackPlatforms());
            return new Answer(response.statusCode(), response.body());
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
