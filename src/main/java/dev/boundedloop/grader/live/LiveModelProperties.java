package dev.boundedloop.grader.live;

import java.net.URI;
import java.time.Duration;
import java.util.function.UnaryOperator;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code grader.live-model.*}: the OpenAI-compatible provider live runs may use. Without a base URL
 * and a model there is no live model, and live runs show the scripted run instead.
 *
 * @param baseUrl the API root, e.g. {@code https://api.openai.com/v1}; requests go to
 *     {@code {base-url}/chat/completions}. Unset by default: without it and a model there is no live model
 * @param model the model name sent with each request; unset by default: without it and a base URL there is no
 *     live model
 * @param apiKeyEnv the name of the environment variable that holds the key, sent as {@code Authorization: Bearer};
 *     leave it out for a server that needs no key. The key itself is never a property
 * @param connectTimeout how long to wait for a connection to the provider; default 5 s
 * @param requestTimeout how long one HTTP try may take; default 60 s
 * @param maxRetries further tries after a 429 or 5xx; default 3
 * @param firstBackoff the first wait before a retry, doubling after; default 1 s
 * @param maxBackoff the longest wait, a Retry-After included; default 20 s
 * @param maxConcurrentRuns live runs at a time in this replica; default 2
 */
@ConfigurationProperties("grader.live-model")
record LiveModelProperties(String baseUrl, String model, String apiKeyEnv, Duration connectTimeout,
        Duration requestTimeout, Integer maxRetries, Duration firstBackoff, Duration maxBackoff,
        Integer maxConcurrentRuns) {

    /** A live model, or why there is none. */
    record Choice(LiveModelSettings settings, String unavailable) {}

    int concurrentRuns() {
        return maxConcurrentRuns == null || maxConcurrentRuns < 1 ? 2 : maxConcurrentRuns;
    }

    Choice choose(UnaryOperator<String> environment) {
        if (blank(baseUrl) || blank(model)) {
            return new Choice(null, "No live model is configured (grader.live-model.base-url and "
                    + "grader.live-model.model are not both set)");
        }
        URI uri;
        try {
            uri = URI.create(baseUrl.strip());
        } catch (IllegalArgumentException e) {
            return new Choice(null, "grader.live-model.base-url is not a URL: " + e.getMessage());
        }
        if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme()) || uri.getHost() == null) {
            return new Choice(null, "grader.live-model.base-url must be an http or https URL with a host");
        }
        String key = null;
        if (!blank(apiKeyEnv)) {
            key = environment.apply(apiKeyEnv.strip());
            if (blank(key)) {
                return new Choice(null, "The environment variable " + apiKeyEnv.strip()
                        + " named by grader.live-model.api-key-env is not set");
            }
        }
        LiveModelSettings d = LiveModelSettings.of(uri, model.strip(), key);
        return new Choice(new LiveModelSettings(uri, model.strip(), key,
                connectTimeout != null ? connectTimeout : d.connectTimeout(),
                requestTimeout != null ? requestTimeout : d.requestTimeout(),
                maxRetries != null ? Math.max(0, maxRetries) : d.maxRetries(),
                firstBackoff != null ? firstBackoff : d.firstBackoff(),
                maxBackoff != null ? maxBackoff : d.maxBackoff(),
                d.maxResponseBytes()), null);
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
