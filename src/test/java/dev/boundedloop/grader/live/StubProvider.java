package dev.boundedloop.grader.live;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An OpenAI-compatible chat-completions server on a random local port, answering from a queue of
 * canned replies and keeping every request it received. When the queue is empty it answers 500.
 */
final class StubProvider implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One canned answer: status, headers, body, and how long to wait before answering. */
    record Reply(int status, Map<String, String> headers, String body, Duration delay) {

        static Reply json(String body) {
            return new Reply(200, Map.of(), body, Duration.ZERO);
        }

        static Reply status(int status, String body) {
            return new Reply(status, Map.of(), body, Duration.ZERO);
        }

        Reply withHeader(String name, String value) {
            java.util.Map<String, String> all = new java.util.LinkedHashMap<>(headers);
            all.put(name, value);
            return new Reply(status, all, body, delay);
        }

        Reply after(Duration wait) {
            return new Reply(status, headers, body, wait);
        }
    }

    /** A request as the stub saw it. */
    record Received(String path, String authorization, JsonNode body) {}

    private final HttpServer server;
    private final ConcurrentLinkedQueue<Reply> replies = new ConcurrentLinkedQueue<>();
    private final List<Received> received = new CopyOnWriteArrayList<>();

    StubProvider() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "stub-provider");
            thread.setDaemon(true);
            return thread;
        }));
        server.createContext("/", this::answer);
        server.start();
    }

    /** The base URL, as a provider's is given: an API root under which chat/completions lives. */
    URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
    }

    StubProvider then(Reply reply) {
        replies.add(reply);
        return this;
    }

    List<Received> received() {
        return List.copyOf(received);
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] request = exchange.getRequestBody().readAllBytes();
            JsonNode body;
            try {
                body = JSON.readTree(request);
            } catch (RuntimeException notJson) {
                body = null;
            }
            received.add(new Received(exchange.getRequestURI().getPath(),
                    exchange.getRequestHeaders().getFirst("Authorization"), body));
            Reply reply = replies.poll();
            if (reply == null) {
                reply = Reply.status(500, "{\"error\":{\"message\":\"the stub has no more replies\"}}");
            }
            if (!reply.delay().isZero()) {
                try {
                    Thread.sleep(reply.delay().toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            reply.headers().forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        } catch (IOException clientWentAway) {
            // The model gave up (a timeout test); nothing to answer.
        }
    }

    /** A chat-completions answer with text, tool calls ({@code [id, name, argumentsJson]...}) and usage. */
    static String completion(String content, int completionTokens, String finishReason, String[]... calls) {
        StringBuilder toolCalls = new StringBuilder();
        for (String[] call : calls) {
            if (!toolCalls.isEmpty()) {
                toolCalls.append(',');
            }
            toolCalls.append("{\"id\":").append(JSON.writeValueAsString(call[0]))
                    .append(",\"type\":\"function\",\"function\":{\"name\":").append(JSON.writeValueAsString(call[1]))
                    .append(",\"arguments\":").append(JSON.writeValueAsString(call[2])).append("}}");
        }
        String message = "{\"role\":\"assistant\",\"content\":" + (content == null ? "null" : JSON.writeValueAsString(content))
                + (calls.length == 0 ? "" : ",\"tool_calls\":[" + toolCalls + "]") + "}";
        return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":" + message
                + ",\"finish_reason\":" + JSON.writeValueAsString(finishReason) + "}],\"usage\":{\"prompt_tokens\":100,"
                + "\"completion_tokens\":" + completionTokens + ",\"total_tokens\":" + (100 + completionTokens) + "}}";
    }

    private boolean closed;

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }
}
