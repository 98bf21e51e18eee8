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
import java.net.Socket;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The service's transport connects to the address the guard checked, with the URL's name in Host, SNI
 * and the certificate check. The names resolve to a public address through a table; the connect step
 * records the address it is asked for and opens its socket to a server on loopback instead, so no
 * socket to any other address is ever opened.
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

    /** Records the address asked for, and connects to the loopback server's port whatever it was. */
    private final PinnedTransport.Connector recorder = (address, timeout) -> {
        askedFor.add(address);
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getAddress().getPort()),
                (int) timeout.toMillis());
        return socket;
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
        OutboundGuard guard = guard(new PinnedTransport(null, recorder));

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

    @Test
    void tlsChecksTheCertificateAgainstTheNameNotTheAddress() throws Exception {
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
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(keys);
        SSLContext clientTls = SSLContext.getInstance("TLS");
        clientTls.init(null, trust.getTrustManagers(), null);
        PinnedTransport transport = new PinnedTransport(clientTls.getSocketFactory(), recorder);

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
    void theRequestsTimeoutBoundsTheWaitForAnAnswer() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", exchange -> {
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

            assertThatThrownBy(() -> guard(new PinnedTransport(null, recorder)).send(request,
                    HttpResponse.BodyHandlers.ofString())).isInstanceOf(HttpTimeoutException.class);
        } finally {
            release.countDown();
        }
    }

    @Test
    void aConnectionThatFailsIsReportedWithoutTheAddress() {
        PinnedTransport.Connector refusing = (address, timeout) -> {
            askedFor.add(address);
            throw new java.net.ConnectException("Connection refused");
        };
        OutboundGuard guard = new OutboundGuard(OutboundProperties.defaults(),
                host -> new InetAddress[] {PUBLIC, Literals.parse("8.8.4.4").orElseThrow()},
                new PinnedTransport(null, refusing), Set::of);
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://two.example/hook")).GET().build();

        assertThatThrownBy(() -> guard.send(request, HttpResponse.BodyHandlers.discarding()))
                .isInstanceOf(IOException.class).hasMessageNotContaining("8.8");
        assertThat(askedFor).as("each checked address in turn, no other")
                .containsExactly(new InetSocketAddress(PUBLIC, 80),
                        new InetSocketAddress(Literals.parse("8.8.4.4").orElseThrow(), 80));
    }
}
