package dev.boundedloop.grader.outbound;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSocket;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.HttpHostConnectException;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.config.TlsConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.client5.http.impl.io.BasicHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.client5.http.ssl.ClientTlsStrategyBuilder;
import org.apache.hc.client5.http.ssl.HostnameVerificationPolicy;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

/**
 * HTTP/1.1 to exactly the addresses the guard checked, spoken by Apache HttpClient 5. Java's HTTP client
 * resolves a URL's name again as it connects, so a name whose DNS answer changes between the check and
 * the connection (rebinding) would reach an address nobody checked. Here each send has a client and a
 * connection of its own, whose DNS answers the checked addresses for the URL's host and refuses any other
 * name: no connection is made to an address the guard did not check, and none is kept for another target.
 * TLS checks the certificate against the URL's host name, which also goes out as SNI and in {@code Host};
 * the JDK's trust store decides whom to trust. No redirect is followed, nothing is retried, no proxy is
 * used (the system properties are not read), and the request's timeout bounds the whole exchange, its
 * body included.
 */
final class PinnedTransport implements Transport {

    /** Makes the unconnected socket HttpClient connects: a plain one, never through a proxy, in the service. */
    static final DetachedSocketFactory SOCKETS = proxy -> new Socket(Proxy.NO_PROXY);

    private static final int CHUNK = 16 * 1024;

    private final Supplier<TlsSocketStrategy> tls;
    private final DetachedSocketFactory sockets;

    PinnedTransport() {
        this(SOCKETS);
    }

    /** Trusting whom the JDK trusts, with sockets from {@code sockets}: a recorder in tests. */
    PinnedTransport(DetachedSocketFactory sockets) {
        this(() -> DefaultTls.STRATEGY, sockets);
    }

    /**
     * @param tls whom TLS trusts (the JDK's default context in the service)
     * @param sockets makes the sockets connected to the checked addresses: a recorder in tests
     */
    PinnedTransport(SSLContext tls, DetachedSocketFactory sockets) {
        this(constant(strategy(tls)), sockets);
    }

    private PinnedTransport(Supplier<TlsSocketStrategy> tls, DetachedSocketFactory sockets) {
        this.tls = tls;
        this.sockets = sockets;
    }

    private static Supplier<TlsSocketStrategy> constant(TlsSocketStrategy strategy) {
        return () -> strategy;
    }

    private static TlsSocketStrategy strategy(SSLContext context) {
        // BOTH: the JDK checks the name in the handshake, and HttpClient checks it again after.
        return ClientTlsStrategyBuilder.create().setSslContext(context)
                .setHostVerificationPolicy(HostnameVerificationPolicy.BOTH).buildClassic();
    }

    /**
     * The JDK's default context, made on the first HTTPS exchange rather than as the service starts: it
     * reads the whole trust store, a tenth of a second or more of a start that may never call out.
     */
    private static final class DefaultTls {
        static final TlsSocketStrategy STRATEGY = strategy(defaultContext());

        private static SSLContext defaultContext() {
            try {
                return SSLContext.getDefault();
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("the JDK has no default TLS context", e);
            }
        }
    }

    @Override
    public <T> HttpResponse<T> send(OutboundGuard.Target target, HttpRequest request, HttpResponse.BodyHandler<T> body,
            Duration connectTimeout) throws IOException, InterruptedException {
        URI uri = target.uri();
        Deadline deadline = new Deadline(request.timeout().orElse(null));
        byte[] content = contentOf(request, deadline);
        Duration connectWithin = deadline.atMost(connectTimeout);
        Exchange exchange = new Exchange();
        CloseableHttpClient client = client(target, exchange, connectWithin, deadline);
        ClassicHttpResponse answer = null;
        boolean handedOver = false;
        try {
            answer = execute(client, uri, classic(uri, request, content), connectWithin, deadline);
            HttpHeaders headers = headersOf(answer);
            HttpEntity entity = answer.getEntity();
            InputStream in = entity == null ? InputStream.nullInputStream() : entity.getContent();
            Response.Info info = new Response.Info(answer.getCode(), headers);
            HttpResponse.BodySubscriber<T> subscriber = body.apply(info);
            Pull pull = new Pull(subscriber, in, exchange, deadline, closing(answer, client));
            handedOver = true;
            subscriber.onSubscribe(pull);
            T value = bodyOf(subscriber, deadline, pull);
            return new Response<>(answer.getCode(), request, headers, value, Optional.ofNullable(exchange.session), uri);
        } finally {
            if (!handedOver) {
                closing(answer, client).run();
            }
        }
    }

    /** A client for one exchange: its DNS knows the target's checked addresses alone, its one connection is closed after. */
    private CloseableHttpClient client(OutboundGuard.Target target, Exchange exchange, Duration connectWithin,
            Deadline deadline) throws HttpTimeoutException {
        DetachedSocketFactory recorded = proxy -> exchange.opened(sockets.create(null));
        TlsSocketStrategy secured = (socket, host, port, attachment, context) ->
                exchange.secured(tls.get().upgrade(socket, host, port, attachment, context));
        BasicHttpClientConnectionManager connections = new BasicHttpClientConnectionManager(
                new DefaultHttpClientConnectionOperator(recorded, null, pinnedTo(target),
                        scheme -> "https".equalsIgnoreCase(scheme) ? secured : null),
                null);
        Timeout reads = Timeout.ofMilliseconds(deadline.readTimeout()); // 0: no limit, for a request without one
        connections.setConnectionConfig(ConnectionConfig.custom()
                .setConnectTimeout(Timeout.of(connectWithin)).setSocketTimeout(reads).build());
        connections.setTlsConfig(TlsConfig.custom()
                .setHandshakeTimeout(deadline.limited() ? reads : Timeout.of(connectWithin)).build());
        return HttpClientBuilder.create()
                .setConnectionManager(connections)
                .setConnectionReuseStrategy((request, response, context) -> false)
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setRedirectsEnabled(false)
                        .setAuthenticationEnabled(false)
                        .setExpectContinueEnabled(false)
                        .setProtocolUpgradeEnabled(false)
                        .setContentCompressionEnabled(false)
                        .setResponseTimeout(reads)
                        .build())
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableContentCompression()
                .disableCookieManagement()
                .disableAuthCaching()
                .disableConnectionState()
                .setUserAgent("admission-grader")
                .build();
    }

    /** Answers the target's checked addresses for its host, and no address for any other name. */
    static DnsResolver pinnedTo(OutboundGuard.Target target) {
        String host = bare(target.uri().getHost());
        InetAddress[] checked = target.addresses().toArray(InetAddress[]::new);
        return new DnsResolver() {
            @Override
            public InetAddress[] resolve(String name) throws UnknownHostException {
                if (name == null || !bare(name).equalsIgnoreCase(host)) {
                    throw new UnknownHostException(name + " is not the host the outbound guard checked");
                }
                return checked.clone();
            }

            @Override
            public String resolveCanonicalHostname(String name) throws UnknownHostException {
                resolve(name);
                return name;
            }
        };
    }

    private static ClassicHttpResponse execute(CloseableHttpClient client, URI uri, HttpUriRequestBase request,
            Duration connectWithin, Deadline deadline) throws IOException {
        try {
            return client.executeOpen(null, request, HttpClientContext.create());
        } catch (ConnectTimeoutException e) {
            throw new HttpConnectTimeoutException("no connection within " + connectWithin.toMillis() + " ms");
        } catch (HttpHostConnectException e) {
            // The addresses of a name are not named: the message reaches the delivery log.
            throw new ConnectException(reasonOf(e));
        } catch (SocketTimeoutException e) {
            throw new HttpTimeoutException("no answer from " + uri.getHost() + " within " + deadline.words());
        }
    }

    /** What the system said of a failed connection ("Connection refused"), without the endpoint HttpClient adds. */
    private static String reasonOf(HttpHostConnectException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        int failed = message.lastIndexOf(" failed: ");
        return failed >= 0 ? message.substring(failed + " failed: ".length()) : "the connection was refused";
    }

    private static HttpUriRequestBase classic(URI uri, HttpRequest request, byte[] content) {
        HttpUriRequestBase classic = new HttpUriRequestBase(request.method(), uri);
        // HttpRequest's builder refuses CR and LF in names and values, and Host, Connection and Content-Length.
        request.headers().map().forEach((name, values) -> values.forEach(value -> classic.addHeader(name, value)));
        classic.setHeader("Connection", "close");
        if (content != null) {
            classic.setEntity(new ByteArrayEntity(content, null));
        }
        return classic;
    }

    private static HttpHeaders headersOf(ClassicHttpResponse answer) {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Header header : answer.getHeaders()) {
            headers.computeIfAbsent(header.getName(), name -> new ArrayList<>()).add(header.getValue());
        }
        return HttpHeaders.of(headers, (name, value) -> true);
    }

    /** Closes the answer and the exchange's client, and with them its connection; once is enough. */
    private static Runnable closing(ClassicHttpResponse answer, CloseableHttpClient client) {
        return () -> {
            try {
                if (answer != null) {
                    answer.close();
                }
            } catch (IOException ignored) {
                // the client's close below closes the connection all the same
            } finally {
                client.close(CloseMode.IMMEDIATE);
            }
        };
    }

    private static String bare(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    /** The socket of one exchange, to bound each read by the time left, and its TLS session. */
    private static final class Exchange {
        private volatile Socket socket;
        private volatile SSLSession session;

        Socket opened(Socket opened) {
            socket = opened;
            return opened;
        }

        SSLSocket secured(SSLSocket secured) {
            socket = secured;
            session = secured.getSession();
            return secured;
        }

        /** Bounds the next read by the time left; a connection already closed (an answer without a body) has no read left. */
        void bound(Deadline deadline) throws IOException {
            Socket current = socket;
            if (current != null && !current.isClosed()) {
                current.setSoTimeout(deadline.readTimeout());
            }
        }
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

        boolean limited() {
            return timeout != null;
        }

        String words() {
            return timeout == null ? "no limit" : timeout.toMillis() + " ms";
        }
    }

    /** Reads the answer's body into the subscriber as it asks for it, in the thread that asks. */
    private static final class Pull implements Flow.Subscription {
        private final HttpResponse.BodySubscriber<?> subscriber;
        private final InputStream entity;
        private final Exchange exchange;
        private final Deadline deadline;
        private final Runnable closing;
        private long demand;
        private boolean pulling;
        private boolean done;

        Pull(HttpResponse.BodySubscriber<?> subscriber, InputStream entity, Exchange exchange, Deadline deadline,
                Runnable closing) {
            this.subscriber = subscriber;
            this.entity = entity;
            this.exchange = exchange;
            this.deadline = deadline;
            this.closing = closing;
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
                    exchange.bound(deadline);
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
            closing.run();
        }

        private void finish(Throwable failure) {
            synchronized (this) {
                if (done) {
                    return;
                }
                done = true;
            }
            closing.run();
            if (failure == null) {
                subscriber.onComplete();
            } else {
                subscriber.onError(failure);
            }
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
