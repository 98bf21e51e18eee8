package dev.boundedloop.grader.outbound;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The step that really connects, after the guard has allowed the target: to the addresses the guard
 * checked, never to a fresh resolution of the name. The service's own ({@link PinnedTransport}) follows no
 * redirect (a 3xx answer is returned as it is, so a redirect cannot lead past the guard); tests put a
 * recorder in its place that never opens a socket.
 */
public interface Transport {

    /** Sends the request to one of the target's addresses, in order, with the URL's host name in Host and TLS. */
    <T> HttpResponse<T> send(OutboundGuard.Target target, HttpRequest request, HttpResponse.BodyHandler<T> body,
            Duration connectTimeout) throws IOException, InterruptedException;

    /** HTTP/1.1 by Apache HttpClient 5 over a connection to a checked address, TLS verifying the URL's host name. */
    static Transport pinned() {
        return new PinnedTransport();
    }
}
