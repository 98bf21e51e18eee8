package dev.boundedloop.grader.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * A reverse proxy on a local port that serves a real service under a path prefix, as one in front
 * of a deployment would, and answers with the queued failure statuses before it forwards anything.
 */
final class FlakyProxy implements AutoCloseable {

    /** One request as the proxy saw it. */
    record Seen(String method, String path, String idempotencyKey, int answered) {}

    private static final Set<String> FORWARDED = Set.of("authorization", "accept", "content-type", "idempotency-key");

    private final HttpServer server;
    private final URI upstream;
    private final String prefix;
    private final Deque<Integer> failures = new ArrayDeque<>();
    private final List<Seen> seen = Collections.synchronizedList(new ArrayList<>());
    private final HttpClient http = HttpClient.newHttpClient();

    FlakyProxy(URI upstream, String prefix) throws IOException {
        this.upstream = upstream;
        this.prefix = prefix;
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    /** The statuses the next requests get instead of being forwarded, in order. */
    synchronized FlakyProxy failNext(Integer... statuses) {
        failures.addAll(List.of(statuses));
        return this;
    }

    /** The URL to give as --server: the proxy with its prefix. */
    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + prefix);
    }

    List<Seen> seen() {
        return List.copyOf(seen);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            String key = exchange.getRequestHeaders().getFirst("Idempotency-Key");
            Integer failure;
            synchronized (this) {
                failure = failures.poll();
            }
            if (failure != null) {
                seen.add(new Seen(exchange.getRequestMethod(), path, key, failure));
                answer(exchange, failure, "text/html", "<html><body><h1>" + failure + " from the proxy</h1></body></html>");
                return;
            }
            if (!path.startsWith(prefix + "/")) {
                seen.add(new Seen(exchange.getRequestMethod(), path, key, 404));
                answer(exchange, 404, "text/plain", "not under " + prefix);
                return;
            }
            String query = exchange.getRequestURI().getRawQuery();
            HttpRequest.Builder forward = HttpRequest.newBuilder(upstream.resolve(
                    path.substring(prefix.length()) + (query == null ? "" : "?" + query)));
            exchange.getRequestHeaders().forEach((name, values) -> {
                if (FORWARDED.contains(name.toLowerCase())) {
                    values.forEach(value -> forward.header(name, value));
                }
            });
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            forward.method(exchange.getRequestMethod(), body.length == 0 ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofByteArray(body));
            HttpResponse<byte[]> response = http.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
            // Recorded before the answer leaves: once the client has it, the test may read what was seen.
            seen.add(new Seen(exchange.getRequestMethod(), path, key, response.statusCode()));
            // The service's own Location, without the prefix: what a proxy that does not rewrite it sends on.
            response.headers().firstValue("Location").ifPresent(l -> exchange.getResponseHeaders().add("Location", l));
            response.headers().firstValue("Content-Type").ifPresent(t -> exchange.getResponseHeaders().add("Content-Type", t));
            exchange.sendResponseHeaders(response.statusCode(), response.body().length == 0 ? -1 : response.body().length);
            exchange.getResponseBody().write(response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void answer(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
