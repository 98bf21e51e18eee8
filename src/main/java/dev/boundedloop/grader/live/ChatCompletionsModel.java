package dev.boundedloop.grader.live;

import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundRefused;
import dev.boundedloop.loop.Model;
import dev.boundedloop.loop.ModelError;
import dev.boundedloop.loop.ModelTurn;
import dev.boundedloop.loop.Message;
import dev.boundedloop.loop.ToolCall;
import dev.boundedloop.loop.TranscriptJson;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A {@link Model} that speaks the OpenAI-compatible chat-completions protocol: the transcript and the
 * shop tools' schemas go out, {@code choices[0].message} (text or tool calls) and the usage come back.
 * A 429 (after its Retry-After) and a 5xx are tried again with doubling waits; everything else that
 * goes wrong is a {@link ModelError}, which the loop turns into MODEL_FAILED after charging the attempt.
 * All the tries of one {@link #complete} are one loop attempt, and none of them outlasts the loop's
 * remaining time.
 *
 * <p>Each try goes out through the service's outbound guard ({@link #through}): the configured endpoint is
 * named by the operator, so any address of it is reached, but only as resolved once per try, never the
 * service itself, and no redirect is followed, so the key goes to the configured host only. One instance
 * serves one run: it keeps that run's log of tries.
 */
public final class ChatCompletionsModel implements Model {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int ERROR_SNIPPET = 300;

    private final LiveModelSettings settings;
    private final Sender http;
    private final Clock clock;
    private final Sleeper sleeper;
    private final List<ModelAttempt> attempts = new ArrayList<>();
    private int calls;
    private String lastError;

    /** Sends one try to the provider and hands back the answer with its body unread. */
    @FunctionalInterface
    public interface Sender {
        HttpResponse<InputStream> send(HttpRequest request) throws IOException, InterruptedException;
    }

    /** How the model waits between tries; tests may count instead of sleeping. */
    @FunctionalInterface
    interface Sleeper {
        void sleep(Duration wait) throws InterruptedException;
    }

    /** A model for one run, sending its tries with {@code http}. */
    public ChatCompletionsModel(LiveModelSettings settings, Sender http) {
        this(settings, http, Clock.systemUTC(), wait -> Thread.sleep(wait.toMillis()));
    }

    ChatCompletionsModel(LiveModelSettings settings, Sender http, Clock clock, Sleeper sleeper) {
        this.settings = settings;
        this.http = http;
        this.clock = clock;
        this.sleeper = sleeper;
    }

    /**
     * Tries sent through the guard with the settings' connect timeout. The operator configured the endpoint,
     * so whatever address its name resolves to is reached, as the guard resolved it; no redirect is followed.
     */
    public static Sender through(OutboundGuard guard, LiveModelSettings settings) {
        return request -> guard.send(request, HttpResponse.BodyHandlers.ofInputStream(), settings.connectTimeout(),
                OutboundGuard.Reach.NAMED_BY_OPERATOR);
    }

    /** Every HTTP try so far, in order. */
    public synchronized List<ModelAttempt> attempts() {
        return List.copyOf(attempts);
    }

    /** Why the last failed attempt failed, or null when none has. */
    public synchronized String lastError() {
        return lastError;
    }

    @Override
    public ModelTurn complete(List<Message> transcript, List<Map<String, Object>> schemas, Duration timeout,
            int maxOutputTokens) throws ModelError {
        int call;
        synchronized (this) {
            call = ++calls;
        }
        try {
            return tryUntilDone(call, request(transcript, schemas, maxOutputTokens), timeout);
        } catch (ModelError failure) {
            synchronized (this) {
                lastError = failure.getMessage();
            }
            throw failure;
        }
    }

    private ModelTurn tryUntilDone(int call, byte[] body, Duration timeout) throws ModelError {
        Instant deadline = clock.instant().plus(timeout);
        Duration backoff = settings.firstBackoff();
        long waited = 0;
        for (int attempt = 0; ; attempt++) {
            Duration left = Duration.between(clock.instant(), deadline);
            if (left.isNegative() || left.isZero()) {
                throw failed(call, 0, "the run's time was up before the provider answered", waited);
            }
            Duration tryTimeout = left.compareTo(settings.requestTimeout()) < 0 ? left : settings.requestTimeout();
            HttpResponse<InputStream> response;
            try {
                response = http.send(post(body, tryTimeout));
            } catch (HttpTimeoutException e) {
                throw failed(call, 0, "no answer within " + tryTimeout.toMillis() + " ms", waited);
            } catch (OutboundRefused e) {
                throw failed(call, 0, "the provider is not called: " + e.reason(), waited);
            } catch (IOException e) {
                throw failed(call, 0, "the provider could not be reached: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : " " + e.getMessage()), waited);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failed(call, 0, "interrupted while waiting for the provider", waited);
            }
            int status = response.statusCode();
            String text = read(call, response, waited);
            if (status == 200) {
                return parse(call, text, waited);
            }
            boolean retryable = status == 429 || status >= 500;
            // A provider's answer to a refused key may quote part of the key; learners read these reasons.
            String why = status == 401 || status == 403 ? "HTTP " + status + ": the provider refused the request's key"
                    : "HTTP " + status + ": " + snippet(text);
            if (!retryable || attempt >= settings.maxRetries()) {
                throw failed(call, status, retryable ? why + " (after " + (attempt + 1) + " tries)" : why, waited);
            }
            Duration wait = status == 429 ? retryAfter(response, clock.instant()).orElse(backoff) : backoff;
            if (wait.compareTo(settings.maxBackoff()) > 0) {
                wait = settings.maxBackoff();
            }
            if (clock.instant().plus(wait).isAfter(deadline)) {
                throw failed(call, status, why + " and the run has no time left to wait " + wait.toMillis() + " ms",
                        waited);
            }
            log(new ModelAttempt(call, status, null, 0, why, waited));
            try {
                sleeper.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failed(call, status, "interrupted while waiting to retry", waited);
            }
            waited = wait.toMillis();
            backoff = backoff.multipliedBy(2);
        }
    }

    private HttpRequest post(byte[] body, Duration timeout) {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint())
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (settings.apiKey() != null && !settings.apiKey().isBlank()) {
            request.header("Authorization", "Bearer " + settings.apiKey());
        }
        return request.build();
    }

    private URI endpoint() {
        String base = settings.baseUrl().toString();
        return URI.create(base.endsWith("/") ? base + "chat/completions" : base + "/chat/completions");
    }

    private byte[] request(List<Message> transcript, List<Map<String, Object>> schemas, int maxOutputTokens) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("model", settings.model());
        request.put("messages", TranscriptJson.toJson(transcript));
        if (!schemas.isEmpty()) {
            request.put("tools", schemas);
        }
        request.put("max_tokens", maxOutputTokens);
        return JSON.writeValueAsBytes(request);
    }

    /** Reads at most the configured bytes: a provider cannot make the service hold an endless answer. */
    private String read(int call, HttpResponse<InputStream> response, long waited) throws ModelError {
        try (InputStream body = response.body()) {
            byte[] bytes = body.readNBytes(settings.maxResponseBytes() + 1);
            if (bytes.length > settings.maxResponseBytes()) {
                throw failed(call, response.statusCode(), "the answer is over " + settings.maxResponseBytes()
                        + " bytes", waited);
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw failed(call, response.statusCode(), "the answer broke off: " + e.getClass().getSimpleName(), waited);
        }
    }

    private ModelTurn parse(int call, String text, long waited) throws ModelError {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JacksonException e) {
            throw failed(call, 200, "the answer is not JSON: " + snippet(text), waited);
        }
        JsonNode message = root.path("choices").path(0).path("message");
        if (!message.isObject()) {
            throw failed(call, 200, "the answer has no choices[0].message: " + snippet(text), waited);
        }
        String content = message.path("content").isString() ? message.path("content").asString() : "";
        List<ToolCall> toolCalls = new ArrayList<>();
        for (JsonNode requested : message.path("tool_calls")) {
            toolCalls.add(toolCall(call, requested, waited));
        }
        JsonNode usage = root.path("usage").path("completion_tokens");
        int tokens = usage.isIntegralNumber() && usage.canConvertToInt() ? usage.asInt() : 0;
        String finish = root.path("choices").path(0).path("finish_reason").isString()
                ? root.path("choices").path(0).path("finish_reason").asString() : null;
        log(new ModelAttempt(call, 200, finish, tokens, null, waited));
        return new ModelTurn(content, toolCalls, tokens);
    }

    private ToolCall toolCall(int call, JsonNode requested, long waited) throws ModelError {
        JsonNode function = requested.path("function");
        String id = requested.path("id").isString() ? requested.path("id").asString() : null;
        String name = function.path("name").isString() ? function.path("name").asString() : null;
        if (id == null || id.isEmpty() || name == null || name.isEmpty()) {
            throw failed(call, 200, "a tool call has no id or no function name", waited);
        }
        JsonNode arguments = function.path("arguments");
        try {
            // Providers send the arguments as JSON text; a few send the object itself.
            JsonNode parsed = arguments.isString() ? JSON.readTree(arguments.asString().isBlank() ? "{}"
                    : arguments.asString()) : arguments.isMissingNode() || arguments.isNull()
                    ? JSON.createObjectNode() : arguments;
            if (!parsed.isObject()) {
                throw failed(call, 200, "tool call " + id + " has arguments that are not a JSON object", waited);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> values = JSON.treeToValue(parsed, LinkedHashMap.class);
            return new ToolCall(id, name, values);
        } catch (JacksonException e) {
            throw failed(call, 200, "tool call " + id + " has arguments that are not JSON", waited);
        } catch (IllegalArgumentException e) {
            throw failed(call, 200, "tool call " + id + " has arguments the loop cannot hold: " + e.getMessage(),
                    waited);
        }
    }

    private static java.util.Optional<Duration> retryAfter(HttpResponse<?> response, Instant now) {
        return response.headers().firstValue("Retry-After").flatMap(value -> {
            String v = value.trim();
            try {
                long seconds = Long.parseLong(v);
                return java.util.Optional.of(Duration.ofSeconds(Math.max(0, seconds)));
            } catch (NumberFormatException notSeconds) {
                try {
                    Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                    Duration wait = Duration.between(now, at);
                    return java.util.Optional.of(wait.isNegative() ? Duration.ZERO : wait);
                } catch (DateTimeParseException notADate) {
                    return java.util.Optional.empty();
                }
            }
        });
    }

    private ModelError failed(int call, int status, String why, long waited) {
        log(new ModelAttempt(call, status, null, 0, why, waited));
        return new ModelError(why);
    }

    private synchronized void log(ModelAttempt attempt) {
        attempts.add(attempt);
    }

    private static String snippet(String text) {
        String flat = text == null ? "" : text.replaceAll("\\s+", " ").strip();
        return flat.length() <= ERROR_SNIPPET ? flat : flat.substring(0, ERROR_SNIPPET) + "…";
    }
}
