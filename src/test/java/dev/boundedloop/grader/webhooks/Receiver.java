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
    private final Map<String, Deque<Integer>> answers = new ConcurrentHashMap<>();

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
                Deque<Integer> planned = receiver.answers.get(path);
                Integer status;
                synchronized (receiver) {
                    status = planned == null || planned.isEmpty() ? 200 : planned.poll();
                }
                exchange.sendResponseHeaders(status, -1);
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
        answers.put(path, new ArrayDeque<>(List.of(statuses)));
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
