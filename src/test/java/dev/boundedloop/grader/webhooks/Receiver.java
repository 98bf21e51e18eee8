package dev.boundedloop.grader.webhooks;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A webhook receiver on a local port: it records every POST and answers each path with the statuses
 * it was told, in turn (200 once they run out).
 */
final class Receiver implements AutoCloseable {

    /** One POST as it arrived. */
    record Received(String path, String body, String webhookId, String webhookTimestamp, String webhookSignature,
            String legacySignature, String legacyEventId, String contentType) {

        JsonNode json() {
            return JsonMapper.builder().build().readTree(body);
        }
    }

    private final HttpServer server;
    private final List<Received> received = new CopyOnWriteArrayList<>();
    private final Map<String, Deque<Planned>> answers = new ConcurrentHashMap<>();

    /** An answer to come: its status, and its Retry-After header when not null. */
    private record Planned(int status, String retryAfter) {}

    private Receiver(HttpServer server) {
        this.server = server;
    }

    static Receiver start() {
        return start(0);
    }

    static Receiver start(int port) {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
            Receiver receiver = new Receiver(server);
            server.createContext("/", exchange -> {
                String path = exchange.getRequestURI().getPath();
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                var headers = exchange.getRequestHeaders();
                receiver.received.add(new Received(path, body, headers.getFirst("webhook-id"),
                        headers.getFirst("webhook-timestamp"), headers.getFirst("webhook-signature"),
                        headers.getFirst("X-Grader-Signature"), headers.getFirst("X-Grader-Event-Id"),
                        headers.getFirst("Content-Type")));
                Deque<Planned> planned = receiver.answers.get(path);
                Planned answer;
                synchronized (receiver) {
                    answer = planned == null || planned.isEmpty() ? new Planned(200, null) : planned.poll();
                }
                if (answer.retryAfter() != null) {
                    exchange.getResponseHeaders().add("Retry-After", answer.retryAfter());
                }
                exchange.sendResponseHeaders(answer.status(), -1);
                exchange.close();
            });
            server.start();
            return receiver;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The path answers these statuses to its next POSTs, then 200. */
    void answer(String path, Integer... statuses) {
        answers.put(path, new ArrayDeque<>(List.of(statuses).stream().map(s -> new Planned(s, null)).toList()));
    }

    /** The path's next POST is answered with this status and Retry-After, the ones already planned first. */
    void thenAnswer(String path, int status, String retryAfter) {
        answers.computeIfAbsent(path, p -> new ArrayDeque<>()).add(new Planned(status, retryAfter));
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    int port() {
        return server.getAddress().getPort();
    }

    List<Received> at(String path) {
        return received.stream().filter(r -> r.path().equals(path)).toList();
    }

    /** Waits until the path has had this many POSTs, or fails after a generous bound (never a timing assertion). */
    List<Received> await(String path, int count) {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (at(path).size() < count) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(path + " got " + at(path).size() + " POSTs, expected " + count);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return at(path);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
