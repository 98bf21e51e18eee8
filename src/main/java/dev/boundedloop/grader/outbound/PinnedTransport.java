package dev.boundedloop.grader.outbound;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * HTTP/1.1 to exactly the addresses the guard checked. Java's HTTP client resolves a URL's name again
 * as it connects, so a name whose DNS answer changes between the check and the connection (rebinding)
 * would reach an address nobody checked; this transport opens the socket to a checked address itself,
 * then speaks TLS over it with the URL's host name for SNI and for the certificate's host name check,
 * and sends that name in {@code Host}. One request per connection ({@code Connection: close}); no
 * redirect is followed; the request's timeout bounds the whole exchange, its body included.
 */
final class PinnedTransport implements Transport {

    /** Opens the socket to one address: the system's sockets in the service, a recorder in tests. */
    @FunctionalInterface
    interface Connector {
        Socket connect(InetSocketAddress address, Duration timeout) throws IOException;
    }

    static final Connector SOCKETS = (address, timeout) -> {
        Socket socket = new Socket();
        try {
            socket.connect(address, (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis())));
            return socket;
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    };

    private static final int MAX_HEAD_BYTES = 64 * 1024;
    private static final int CHUNK = 16 * 1024;

    private final SSLSocketFactory tls;
    private final Connector connector;

    PinnedTransport() {
        this(defaultTls(), SOCKETS);
    }

    PinnedTransport(SSLSocketFactory tls, Connector connector) {
        this.tls = tls;
        this.connector = connector;
    }

    private static SSLSocketFactory defaultTls() {
        try {
            return SSLContext.getDefault().getSocketFactory();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no default TLS context", e);
        }
    }

    @Override
    public <T> HttpResponse<T> send(OutboundGuard.Target target, HttpRequest request, HttpResponse.BodyHandler<T> body,
            Duration connectTimeout) throws IOException, InterruptedException {
        URI uri = request.uri();
        boolean https = "https".equalsIgnoreCase(uri.getScheme());
        int port = uri.getPort() >= 0 ? uri.getPort() : https ? 443 : 80;
        String host = bare(uri.getHost());
        Deadline deadline = new Deadline(request.timeout().orElse(null));
        byte[] content = contentOf(request, deadline);
        Socket socket = connect(target.addresses(), port, connectTimeout, deadline);
        boolean handedOver = false;
        try {
            SSLSession session = null;
            if (https) {
                SSLSocket secured = secure(socket, host, port, deadline);
                socket = secured;
                session = secured.getSession();
            }
            OutputStream out = socket.getOutputStream();
            out.write(head(request, uri, content).getBytes(StandardCharsets.ISO_8859_1));
            if (content != null) {
                out.write(content);
            }
            out.flush();
            InputStream in = new BufferedInputStream(socket.getInputStream());
            Head answer = readHead(in, socket, deadline);
            while (answer.status() >= 100 && answer.status() < 200) {
                answer = readHead(in, socket, deadline);
            }
            HttpHeaders headers = HttpHeaders.of(answer.headers(), (name, value) -> true);
            InputStream entity = entity(request.method(), answer.status(), headers, in);
            Response.Info info = new Response.Info(answer.status(), headers);
            HttpResponse.BodySubscriber<T> subscriber = body.apply(info);
            Pull pull = new Pull(subscriber, entity, socket, deadline);
            handedOver = true;
            subscriber.onSubscribe(pull);
            T value = bodyOf(subscriber, deadline, pull);
            return new Response<>(answer.status(), request, headers, value, Optional.ofNullable(session), uri);
        } catch (SocketTimeoutException e) {
            throw new HttpTimeoutException("no answer from " + uri.getHost() + " within " + deadline.words());
        } finally {
            if (!handedOver) {
                socket.close();
            }
        }
    }

    private Socket connect(List<InetAddress> addresses, int port, Duration connectTimeout, Deadline deadline)
            throws IOException {
        IOException last = null;
        for (InetAddress address : addresses) {
            Duration wait = deadline.atMost(connectTimeout);
            try {
                return connector.connect(new InetSocketAddress(address, port), wait);
            } catch (SocketTimeoutException e) {
                last = new HttpConnectTimeoutException("no connection within " + wait.toMillis() + " ms");
            } catch (IOException e) {
                last = e;
            }
        }
        // The addresses of a name are not named: the message reaches the delivery log.
        throw last != null ? last : new ConnectException("no address to connect to");
    }

    private SSLSocket secure(Socket socket, String host, int port, Deadline deadline) throws IOException {
        // The host name given here is the session's peer host: the certificate is checked against it.
        SSLSocket secured = (SSLSocket) tls.createSocket(socket, host, port, true);
        SSLParameters parameters = secured.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        if (!Literals.looksLikeAddress(host)) {
            parameters.setServerNames(List.of(new SNIHostName(host)));
        }
        parameters.setApplicationProtocols(new String[] {"http/1.1"});
        secured.setSSLParameters(parameters);
        secured.setSoTimeout(deadline.readTimeout());
        secured.startHandshake();
        return secured;
    }

    private static String bare(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    private static String head(HttpRequest request, URI uri, byte[] content) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        StringBuilder head = new StringBuilder()
                .append(request.method()).append(' ').append(path).append(query).append(" HTTP/1.1\r\n")
                .append("Host: ").append(uri.getHost()).append(uri.getPort() >= 0 ? ":" + uri.getPort() : "")
                .append("\r\n");
        // HttpRequest's builder refuses CR and LF in names and values and the restricted headers set here.
        request.headers().map().forEach((name, values) -> values.forEach(value ->
                head.append(name).append(": ").append(value).append("\r\n")));
        if (request.headers().firstValue("User-Agent").isEmpty()) {
            head.append("User-Agent: admission-grader\r\n");
        }
        if (content != null) {
            head.append("Content-Length: ").append(content.length).append("\r\n");
        }
        return head.append("Connection: close\r\n\r\n").toString();
    }

    /** The request's body, collected before connecting; null when it has none. */
    private static byte[] contentOf(HttpRequest request, Deadline deadline) throws IOException, InterruptedException {
        Optional<HttpRequest.BodyPublisher> publisher = request.bodyPublisher();
        if (publisher.isEmpty()) {
            return null;
        }
        if (publisher.get().contentLength() == 0) {
            return request.method().equals("GET") || request.method().equals("HEAD") ? null : new byte[0];
        }
        CompletableFuture<byte[]> done = new CompletableFuture<>();
        ByteArrayOutputStream collected = new ByteArrayOutputStream();
        publisher.get().subscribe(new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(ByteBuffer item) {
                synchronized (collected) {
                    byte[] bytes = new byte[item.remaining()];
                    item.get(bytes);
                    collected.write(bytes, 0, bytes.length);
                }
            }

            @Override
            public void onError(Throwable throwable) {
                done.completeExceptionally(throwable);
            }

            @Override
            public void onComplete() {
                synchronized (collected) {
                    done.complete(collected.toByteArray());
                }
            }
        });
        return await(done, deadline);
    }

    private static <V> V await(CompletableFuture<V> future, Deadline deadline)
            throws IOException, InterruptedException {
        try {
            return future.get(deadline.readTimeout() == 0 ? Long.MAX_VALUE : deadline.readTimeout(),
                    TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new HttpTimeoutException("the request took longer than " + deadline.words());
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        }
    }

    private record Head(int status, Map<String, List<String>> headers) {}

    private static Head readHead(InputStream in, Socket socket, Deadline deadline) throws IOException {
        socket.setSoTimeout(deadline.readTimeout());
        int[] budget = {MAX_HEAD_BYTES};
        String statusLine = line(in, budget);
        if (statusLine == null) {
            throw new IOException("the connection closed before an answer");
        }
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.") || parts[1].length() != 3) {
            throw new IOException("the answer is not HTTP/1.x");
        }
        int status;
        try {
            status = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IOException("the answer's status is not a number", e);
        }
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String line = line(in, budget); line != null && !line.isEmpty(); line = line(in, budget)) {
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IOException("the answer has a malformed header line");
            }
            headers.computeIfAbsent(line.substring(0, colon).strip(), name -> new ArrayList<>())
                    .add(line.substring(colon + 1).strip());
        }
        return new Head(status, headers);
    }

    /** One line without its CRLF, or null at the end of the stream; at most {@code budget[0]} bytes in all. */
    private static String line(InputStream in, int[] budget) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); ; b = in.read()) {
            if (b < 0) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
            }
            if (--budget[0] < 0) {
                throw new IOException("the answer's head is over " + MAX_HEAD_BYTES + " bytes");
            }
            if (b == '\n') {
                String text = line.toString(StandardCharsets.ISO_8859_1);
                return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
            }
            line.write(b);
        }
    }

    private static InputStream entity(String method, int status, HttpHeaders headers, InputStream in)
            throws IOException {
        if (method.equals("HEAD") || status == 204 || status == 304) {
            return InputStream.nullInputStream();
        }
        if (headers.firstValue("Transfer-Encoding").map(v -> v.toLowerCase(Locale.ROOT).contains("chunked"))
                .orElse(false)) {
            return new Chunked(in);
        }
        Optional<String> length = headers.firstValue("Content-Length");
        if (length.isPresent()) {
            try {
                return new Bounded(in, Long.parseLong(length.get()));
            } catch (NumberFormatException e) {
                throw new IOException("the answer's Content-Length is not a number", e);
            }
        }
        return in;
    }

    private static <T> T bodyOf(HttpResponse.BodySubscriber<T> subscriber, Deadline deadline, Pull pull)
            throws IOException, InterruptedException {
        try {
            return await(subscriber.getBody().toCompletableFuture(), deadline);
        } catch (IOException | InterruptedException | RuntimeException e) {
            pull.cancel();
            throw e;
        }
    }

    /** When the request's time is up; none for a request without a timeout. */
    private static final class Deadline {
        private final Duration timeout;
        private final long end;

        Deadline(Duration timeout) {
            this.timeout = timeout;
            this.end = timeout == null ? 0 : System.nanoTime() + timeout.toNanos();
        }

        /** Milliseconds left for a read (0 for no limit); throws once the time is up. */
        int readTimeout() throws HttpTimeoutException {
            if (timeout == null) {
                return 0;
            }
            long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (left <= 0) {
                throw new HttpTimeoutException("the request took longer than " + words());
            }
            return (int) Math.min(Integer.MAX_VALUE, left);
        }

        Duration atMost(Duration wait) throws HttpTimeoutException {
            int left = readTimeout();
            return left == 0 || wait.toMillis() <= left ? wait : Duration.ofMillis(left);
        }

        String words() {
            return timeout == null ? "no limit" : timeout.toMillis() + " ms";
        }
    }

    /** Reads the answer's body into the subscriber as it asks for it, in the thread that asks. */
    private static final class Pull implements Flow.Subscription {
        private final HttpResponse.BodySubscriber<?> subscriber;
        private final InputStream entity;
        private final Socket socket;
        private final Deadline deadline;
        private long demand;
        private boolean pulling;
        private boolean done;

        Pull(HttpResponse.BodySubscriber<?> subscriber, InputStream entity, Socket socket, Deadline deadline) {
            this.subscriber = subscriber;
            this.entity = entity;
            this.socket = socket;
            this.deadline = deadline;
        }

        @Override
        public void request(long n) {
            synchronized (this) {
                if (done) {
                    return;
                }
                if (n <= 0) {
                    finish(new IllegalArgumentException("a subscriber asked for " + n + " items"));
                    return;
                }
                demand = demand + n < 0 ? Long.MAX_VALUE : demand + n;
                if (pulling) {
                    return; // the loop below, further up this thread's stack, takes the new demand
                }
                pulling = true;
            }
            try {
                while (true) {
                    synchronized (this) {
                        if (done || demand == 0) {
                            pulling = false;
                            return;
                        }
                        demand--;
                    }
                    byte[] buffer = new byte[CHUNK];
                    socket.setSoTimeout(deadline.readTimeout());
                    int read = entity.read(buffer);
                    if (read < 0) {
                        finish(null);
                    } else {
                        subscriber.onNext(List.of(ByteBuffer.wrap(buffer, 0, read)));
                    }
                }
            } catch (SocketTimeoutException e) {
                finish(new HttpTimeoutException("the answer's body took longer than " + deadline.words()));
            } catch (IOException e) {
                finish(e);
            } finally {
                synchronized (this) {
                    pulling = false;
                }
            }
        }

        @Override
        public void cancel() {
            synchronized (this) {
                done = true;
            }
            close();
        }

        private void finish(Throwable failure) {
            synchronized (this) {
                if (done) {
                    return;
                }
                done = true;
            }
            close();
            if (failure == null) {
                subscriber.onComplete();
            } else {
                subscriber.onError(failure);
            }
        }

        private void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closed as far as this exchange goes
            }
        }
    }

    /** A body read from the stream below, a buffer at a time; a byte alone is read as a buffer of one. */
    private abstract static class Entity extends InputStream {
        final InputStream in;
        long left;

        Entity(InputStream in, long left) {
            this.in = in;
            this.left = left;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }
    }

    /** At most {@code left} bytes of the stream below. */
    private static final class Bounded extends Entity {

        Bounded(InputStream in, long length) {
            super(in, length);
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int read = in.read(buffer, offset, (int) Math.min(length, left));
            if (read < 0) {
                throw new IOException("the answer ended " + left + " bytes before its Content-Length");
            }
            left -= read;
            return read;
        }
    }

    /** A chunked body, its trailers read and dropped. */
    private static final class Chunked extends Entity {
        private boolean ended;

        Chunked(InputStream in) {
            super(in, 0);
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (ended) {
                return -1;
            }
            if (left == 0) {
                String size = line(in, new int[] {MAX_HEAD_BYTES});
                if (size == null) {
                    throw new IOException("the answer ended inside its chunked body");
                }
                int extension = size.indexOf(';');
                try {
                    left = Long.parseLong((extension < 0 ? size : size.substring(0, extension)).strip(), 16);
                } catch (NumberFormatException e) {
                    throw new IOException("the answer has a malformed chunk size", e);
                }
                if (left == 0) {
                    for (String trailer = line(in, new int[] {MAX_HEAD_BYTES}); trailer != null && !trailer.isEmpty();
                            trailer = line(in, new int[] {MAX_HEAD_BYTES})) {
                        // trailers are not used
                    }
                    ended = true;
                    return -1;
                }
            }
            int read = in.read(buffer, offset, (int) Math.min(length, left));
            if (read < 0) {
                throw new IOException("the answer ended inside a chunk");
            }
            left -= read;
            if (left == 0 && line(in, new int[] {2}) == null) {
                throw new IOException("the answer ended after a chunk");
            }
            return read;
        }
    }

    /** The answer as Java's HTTP client would give it. */
    private record Response<T>(int statusCode, HttpRequest request, HttpHeaders headers, T body,
            Optional<SSLSession> sslSession, URI uri) implements HttpResponse<T> {

        record Info(int statusCode, HttpHeaders headers) implements HttpResponse.ResponseInfo {
            @Override
            public HttpClient.Version version() {
                return HttpClient.Version.HTTP_1_1;
            }
        }

        @Override
        public Optional<HttpResponse<T>> previousResponse() {
            return Optional.empty();
        }

        @Override
        public HttpClient.Version version() {
            return HttpClient.Version.HTTP_1_1;
        }
    }
}
