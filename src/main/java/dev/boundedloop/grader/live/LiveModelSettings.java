package dev.boundedloop.grader.live;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * Where a live model is and how hard to try it. Plain Java, so the model can be used without the
 * service around it.
 *
 * @param baseUrl the provider's OpenAI-compatible API root; requests go to {@code baseUrl/chat/completions}
 * @param model the model name sent with every request
 * @param apiKey the bearer key, or null for a provider that needs none (a local server)
 * @param connectTimeout how long to wait for a connection
 * @param requestTimeout the most one HTTP try may take; the loop's remaining time caps it further
 * @param maxRetries further tries after a 429 or 5xx answer
 * @param firstBackoff the wait before the first retry; it doubles with each retry
 * @param maxBackoff the longest wait between tries, a provider's Retry-After included
 * @param maxResponseBytes the largest response body read; a longer one is a failed attempt
 */
public record LiveModelSettings(URI baseUrl, String model, String apiKey, Duration connectTimeout,
        Duration requestTimeout, int maxRetries, Duration firstBackoff, Duration maxBackoff, int maxResponseBytes) {

    public LiveModelSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        Objects.requireNonNull(firstBackoff, "firstBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        if (maxRetries < 0) {
            throw new IllegalArgumentException("maxRetries must be >= 0, was " + maxRetries);
        }
        if (maxResponseBytes <= 0) {
            throw new IllegalArgumentException("maxResponseBytes must be > 0, was " + maxResponseBytes);
        }
    }

    /** The defaults for a base URL and model: 5 s to connect, 60 s a try, 3 retries from 1 s up to 20 s, 1 MiB. */
    public static LiveModelSettings of(URI baseUrl, String model, String apiKey) {
        return new LiveModelSettings(baseUrl, model, apiKey, Duration.ofSeconds(5), Duration.ofSeconds(60), 3,
                Duration.ofSeconds(1), Duration.ofSeconds(20), 1 << 20);
    }

    /** The provider as runs record it: the base URL's host (and port when it has one), never its path or key. */
    public String provider() {
        String host = baseUrl.getHost() == null ? String.valueOf(baseUrl) : baseUrl.getHost();
        return baseUrl.getPort() < 0 ? host : host + ":" + baseUrl.getPort();
    }

    public LiveModelSettings withRetries(int retries, Duration first, Duration max) {
        return new LiveModelSettings(baseUrl, model, apiKey, connectTimeout, requestTimeout, retries, first, max,
                maxResponseBytes);
    }

    public LiveModelSettings withRequestTimeout(Duration timeout) {
        return new LiveModelSettings(baseUrl, model, apiKey, connectTimeout, timeout, maxRetries, firstBackoff,
                maxBackoff, maxResponseBytes);
    }

    public LiveModelSettings withMaxResponseBytes(int bytes) {
        return new LiveModelSettings(baseUrl, model, apiKey, connectTimeout, requestTimeout, maxRetries, firstBackoff,
                maxBackoff, bytes);
    }

    /** Never prints the key. */
    @Override
    public String toString() {
        return "LiveModelSettings[" + baseUrl + ", " + model + ", key " + (apiKey == null ? "none" : "set") + "]";
    }
}
