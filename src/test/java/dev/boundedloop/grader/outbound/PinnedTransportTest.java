package dev.boundedloop.grader.outbound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsExchange;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.ExtendedSSLSession;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManagerFactory;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The service's transport connects to the address the guard checked, with the URL's name in Host, SNI
 * and the certificate check. The names resolve to a public address through a table; the sockets the
 * transport is given record the address they are asked to connect to and connect to a server on
 * loopback instead, so no socket to any other address is ever opened.
 */
class PinnedTransportTest {

    private static final InetAddress PUBLIC = Literals.parse("8.8.8.8").orElseThrow();
    private static final char[] PASSWORD = "receiver-test".toCharArray();

    private final List<InetSocketAddress> askedFor = new CopyOnWriteArrayList<>();
    private final Map<String, List<String>> seen = new ConcurrentHashMap<>();
    private final AtomicInteger lookups = new AtomicInteger();
    private HttpServer server;

    /** Every name resolves to the public address first and to loopback after that: a rebinding name. */
    private final Resolver rebinding = host -> new InetAddress[] {
        lookups.getAndIncrement() == 0 ? PUBLIC : InetAddress.getByAddress(new byte[] {127, 0, 0, 1})};

    /** Sockets that record the address asked for, and connect to the loopback server's port whatever it was. */
    private final DetachedSocketFactory recorder = proxy -> new Socket(Proxy.NO_PROXY) {
        @Override
        public void connect(SocketAddress address, int timeout) throws IOException {
            askedFor.add((InetSocketAddress) address);
            super.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getAddress().getPort()),
                    timeout);
        }
    };

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private void serve(HttpServer started) {
        server = started;
        server.createContext("/hook", exchange -> {
            seen.put("host", exchange.getRequestHeaders().get("Host"));
            seen.put("method", List.of(exchange.getRequestMethod()));
            seen.put("signature", exchange.getRequestHeaders().get("webhook-signature"));
            seen.put("body", List.of(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
            if (exchange instanceof HttpsExchange secure
                    && secure.getSSLSession() instanceof ExtendedSSLSession session) {
                seen.put("sni", session.getRequestedServerNames().stream()
                        .map(name -> ((SNIHostName) name).getAsciiName()).toList());
            }
            byte[] answer = "taken".repeat(5000).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(202, 0); // 0: a chunked answer
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    private PinnedTransport plain(DetachedSocketFactory sockets) throws Exception {
        return new PinnedTransport(SSLContext.getDefault(), sockets);
    }

    private OutboundGuard guard(PinnedTransport transport) {
        return new OutboundGuard(OutboundProperties.defaults(), rebinding, transport, Set::of);
    }

    private HttpRequest hook(String scheme, String host) {
        return HttpRequest.newBuilder(URI.create(scheme + "://" + host + ":" + server.getAddress().getPort()
                        + "/hook?try=1"))
                .timeout(Duration.ofSeconds(30))
                .header("webhook-signature", "v1,abc")
                .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"graded\"}")).build();
    }

    @Test
    void plainHttpGoesToTheCheckedAddressWithTheNameInHost() throws Exception {
        serve(HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0));
        OutboundGuard guard = guard(plain(recorder));

        HttpResponse<String> answer = guard.send(hook("http", "hooks.example"), HttpResponse.BodyHandlers.ofString());

        assertThat(askedFor).containsExactly(new InetSocketAddress(PUBLIC, server.getAddress().getPort()));
        assertThat(lookups).as("resolved once, by the guard").hasValue(1);
        assertThat(answer.statusCode()).isEqualTo(202);
        assertThat(answer.body()).isEqualTo("taken".repeat(5000));
        assertThat(seen.get("host")).containsExactly("hooks.example:" + server.getAddress().getPort());
        assertThat(seen.get("method")).containsExactly("POST");
        assertThat(seen.get("signature")).containsExactly("v1,abc");
        assertThat(seen.get("body")).containsExactly("{\"event\":\"graded\"}");

        assertThatThrownBy(() -> guard.send(hook("http", "hooks.example"), HttpResponse.BodyHandlers.ofString()))
                .as("the name now answers loopback").isInstanceOf(OutboundRefused.class).hasMessageContaining("loopback");
        assertThat(askedFor).hasSize(1);
    }

    /** Serves the hook over TLS with a certificate for receiver.test, and returns its key store. */
    private KeyStore serveTls() throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = getClass().getResourceAsStream("/outbound/receiver.p12")) {
            keys.load(in, PASSWORD);
        }
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, PASSWORD);
        SSLContext serverTls = SSLContext.getInstance("TLS");
        serverTls.init(keyManagers.getKeyManagers(), null, null);
        HttpsServer https = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        https.setHttpsConfigurator(new HttpsConfigurator(serverTls));
        serve(https);
        return keys;
    }

    @Test
    void tlsChecksTheCertificateAgainstTheNameNotTheAddress() throws Exception {
        KeyStore keys = serveTls();
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(keys);
        SSLContext clientTls = SSLContext.getInstance("TLS");
        clientTls.init(null, trust.getTrustManagers(), null);
        PinnedTransport transport = new PinnedTransport(clientTls, recorder);

        HttpResponse<String> answer = guard(transport).send(hook("https", "receiver.test"),
                HttpResponse.BodyHandlers.ofString());

        assertThat(askedFor).containsExactly(new InetSocketAddress(PUBLIC, server.getAddress().getPort()));
        assertThat(answer.statusCode()).isEqualTo(202);
        assertThat(answer.sslSession()).isPresent();
        assertThat(seen.get("sni")).containsExactly("receiver.test");
        assertThat(seen.get("host")).containsExactly("receiver.test:" + server.getAddress().getPort());

        seen.clear();
        lookups.set(0);
        assertThatThrownBy(() -> guard(transport).send(hook("https", "elsewhere.test"),
                HttpResponse.BodyHandlers.ofString()))
                .as("the certificate names receiver.test only").isInstanceOf(SSLHandshakeException.class)
                .hasMessageContaining("elsewhere.test");
        assertThat(seen).as("nothing was sent").isEmpty();
    }

    @Test
    void theServicesTransportTrustsWhomTheJdkTrusts() throws Exception {
        serveTls();

        assertThatThrownBy(() -> guard(new PinnedTransport(recorder)).send(hook("https", "receiver.test"),
                HttpResponse.BodyHandlers.ofString()))
                .as("the test's own certificate authority is not in the JDK's trust store")
                .isInstanceOf(SSLHandshakeException.class);
        assertThat(askedFor).as("it did connect, to the checked address").hasSize(1);
        assertThat(seen).as("nothing was sent").isEmpty();
    }

    @Test
    void theRequestsTimeoutBoundsTheWaitForAnAnswer() throws Exception {
        assertTimesOutStalling(false);
    }

    @Test
    void theRequestsTimeoutBoundsTheBodyToo() throws Exception {
        assertTimesOutStalling(true);
    }

    /** A server that stalls before its answer, or after the answer's head and a first part of its body. */
    private void assertTimesOutStalling(boolean afterTheHead) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", exchange -> {
            if (afterTheHead) {
                exchange.sendResponseHeaders(200, 0);
                exchange.getResponseBody().write("a first part".getBytes(StandardCharsets.UTF_8));
                exchange.getResponseBody().flush();
            }
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        server.start();
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://slow.example:"
                    + server.getAddress().getPort() + "/hook")).timeout(Duration.ofMillis(300)).GET().build();

            assertThatThrownBy(() -> guard(plain(recorder)).send(request, HttpResponse.BodyHandlers.ofString()))
                    .isInstanceOf(HttpTimeoutException.class);
        } finally {
            release.countDown();
        }
    }

    @Test
    void aConnectionThatFailsIsReportedWithoutTheAddress() throws Exception {
        DetachedSocketFactory refusing = proxy -> new Socket(Proxy.NO_PROXY) {
            @Override
            public void connect(SocketAddress address, int timeout) throws IOException {
                askedFor.add((InetSocketAddress) address);
                throw new java.net.ConnectException("Connection refused");
            }
        };
        OutboundGuard guard = new OutboundGuard(OutboundProperties.defaults(),
                host -> new InetAddress[] {PUBLIC, Literals.parse("8.8.4.4").orElseThrow()},
                plain(refusing), Set::of);
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://two.example/hook")).GET().build();

        assertThatThrownBy(() -> guard.send(request, HttpResponse.BodyHandlers.discarding()))
                .isInstanceOf(java.net.ConnectException.class).hasMessage("Connection refused");
        assertThat(askedFor).as("each checked address in turn, no other")
                .containsExactly(new InetSocketAddress(PUBLIC, 80),
                        new InetSocketAddress(Literals.parse("8.8.4.4").orElseThrow(), 80));
    }

    @Test
    void eachSendConnectsAnewAndNothingIsTriedTwice() throws Exception {
        AtomicInteger tries = new AtomicInteger();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", exchange -> {
            tries.incrementAndGet();
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        server.createContext("/drop", exchange -> {
            tries.incrementAndGet();
            exchange.close(); // no answer at all: a client that retried would come back
        });
        server.start();
        PinnedTransport transport = plain(recorder);
        OutboundGuard guard = new OutboundGuard(OutboundProperties.defaults(), host -> new InetAddress[] {PUBLIC},
                transport, Set::of);
        URI hook = URI.create("http://hooks.example:" + server.getAddress().getPort() + "/hook");

        for (int i = 0; i < 2; i++) {
            assertThat(guard.send(HttpRequest.newBuilder(hook).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode()).isEqualTo(204);
        }
        assertThat(askedFor).as("a connection of its own for each send").hasSize(2);

        assertThatThrownBy(() -> guard.send(HttpRequest.newBuilder(hook.resolve("/drop"))
                .timeout(Duration.ofSeconds(30)).GET().build(), // a GET: what a retrying client would retry
                HttpResponse.BodyHandlers.discarding())).isInstanceOf(IOException.class);
        assertThat(tries).as("the dropped request was sent once").hasValue(3);
        assertThat(askedFor).hasSize(3);
    }

    @Test
    void theClientsDnsKnowsTheCheckedHostAlone() throws Exception {
        OutboundGuard.Target target = new OutboundGuard.Target(URI.create("https://hooks.example/hook"), List.of(PUBLIC));

        assertThat(PinnedTransport.pinnedTo(target).resolve("HOOKS.example")).containsExactly(PUBLIC);
        assertThatThrownBy(() -> PinnedTransport.pinnedTo(target).resolve("other.example"))
                .isInstanceOf(java.net.UnknownHostException.class);
    }
}
