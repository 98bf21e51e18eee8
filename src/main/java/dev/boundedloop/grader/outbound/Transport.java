package dev.boundedloop.grader.outbound;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The step that really connects, after the guard has allowed the target. The service's own follows
 * no redirect (a 3xx answer is returned as it is, so a redirect cannot lead past the guard); tests put
 * a recorder in its place that never opens a socket.
 */
@FunctionalInterface
public interface Transport {

    <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body, Duration connectTimeout)
            throws IOException, InterruptedException;

    /** Java's HTTP client, one per connect timeout, never following redirects. */
    static Transport httpClient() {
        Map<Duration, HttpClient> clients = new ConcurrentHashMap<>();
        return new Transport() {
            @Override
            public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body, Duration connectTimeout)
                    throws IOException, InterruptedException {
                HttpClient client = clients.computeIfAbsent(connectTimeout, timeout -> HttpClient.newBuilder()
                        .connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER).build());
                return client.send(request, body);
            }
        };
    }
}
