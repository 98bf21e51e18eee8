package dev.boundedloop.grader.outbound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The guard's decisions, on literal addresses and on names a table resolves. No refused target is
 * ever connected to: the connect step is a recorder that opens no socket, and the resolver never asks
 * DNS. Only the no-redirect check talks HTTP, to a server on loopback.
 */
class OutboundGuardTest {

    /** Names and what they resolve to; a name not here does not resolve. */
    private final Map<String, InetAddress[]> names = new ConcurrentHashMap<>();
    private final List<URI> connected = new CopyOnWriteArrayList<>();
    private final List<OutboundGuard.Target> targets = new CopyOnWriteArrayList<>();
    private final AtomicInteger lookups = new AtomicInteger();
    private final Resolver table = host -> {
        lookups.incrementAndGet();
        InetAddress[] found = names.get(host);
        if (found == null) {
            throw new UnknownHostException(host);
        }
        return found;
    };
    private final Transport recorder = new Transport() {
        @Override
        public <T> HttpResponse<T> send(OutboundGuard.Target target, HttpRequest request, HttpResponse.BodyHandler<T> body,
                Duration connectTimeout) {
            connected.add(request.uri());
            targets.add(target);
            return null;
        }
    };

    private OutboundGuard guard(OutboundProperties properties, Integer... ownPorts) {
        return new OutboundGuard(properties, table, recorder, () -> Set.of(ownPorts));
    }

    private OutboundGuard guard() {
        return guard(OutboundProperties.defaults(), 8080);
    }

    private static OutboundProperties allowing(boolean loopback, String... allow) {
        return new OutboundProperties(loopback, List.of(allow), Duration.ofSeconds(5));
    }

    private static InetAddress address(String literal) {
        return Literals.parse(literal).orElseThrow();
    }

    /** An IPv6 address exactly as written, even where the JDK would hand back its embedded IPv4. */
    private static InetAddress ipv6(String literal) throws UnknownHostException {
        byte[] bytes = new byte[16];
        byte[] parsed = InetAddress.getByName("[" + literal + "]").getAddress();
        if (parsed.length == 4) {
            bytes[10] = (byte) 0xff;
            bytes[11] = (byte) 0xff;
            System.arraycopy(parsed, 0, bytes, 12, 4);
        } else {
            bytes = parsed;
        }
        return Inet6Address.getByAddress(null, bytes, -1);
    }

    private String refusal(OutboundGuard guard, String url) {
        try {
            guard.check(URI.create(url));
        } catch (OutboundRefused refused) {
            assertThat(refused.getMessage()).startsWith(url + " is refused by the outbound guard: ");
            return refused.reason();
        }
        throw new AssertionError(url + " was allowed");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1/hook", "http://127.255.255.254:9000/", "http://[::1]/hook",
        "http://[0:0:0:0:0:0:0:1]:8443/"})
    void loopbackLiteralsAreRefused(String url) {
        assertThat(refusal(guard(), url)).contains("loopback").contains("grader.outbound.allow-loopback");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://169.254.169.254/latest/meta-data/", "https://169.254.0.1/", "http://[fe80::1]/",
        "http://[febf:ffff::1]/"})
    void linkLocalLiteralsWithTheMetadataAddressAreRefused(String url) {
        assertThat(refusal(guard(), url)).contains("link-local");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://10.0.0.1/", "http://10.255.255.255/", "http://172.16.0.1/", "http://172.31.255.255/",
        "http://192.168.1.10/", "http://[fd00::1]/", "http://[fc00::1]/"})
    void privateLiteralsAreRefused(String url) {
        assertThat(refusal(guard(), url)).contains("private");
    }

    @Test
    void unspecifiedSharedMulticastAndReservedLiteralsAreRefused() {
        assertThat(refusal(guard(), "http://0.0.0.0/")).contains("unspecified");
        assertThat(refusal(guard(), "http://[::]/")).contains("unspecified");
        assertThat(refusal(guard(), "http://100.64.0.1/")).contains("carrier-grade NAT");
        assertThat(refusal(guard(), "http://100.127.255.255/")).contains("carrier-grade NAT");
        assertThat(refusal(guard(), "http://224.0.0.1/")).contains("multicast");
        assertThat(refusal(guard(), "http://239.255.255.250:1900/")).contains("multicast");
        assertThat(refusal(guard(), "http://[ff02::1]/")).contains("multicast");
        assertThat(refusal(guard(), "http://255.255.255.255/")).contains("reserved");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[::ffff:169.254.169.254]/",
        "http://[::ffff:a9fe:a9fe]/", "http://[64:ff9b::a9fe:a9fe]/", "http://[2002:a00:1::]/", "http://[::10.0.0.1]/"})
    void ipv6FormsCarryingAnInnerIpv4AddressAreRefused(String url) {
        assertThat(refusal(guard(), url)).containsAnyOf("loopback", "link-local", "private");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.1/", "http://2130706433/", "http://0177.0.0.1/", "http://127.0.0.1.5/",
        "http://256.1.1.1/"})
    void ipv4InAnyShapeButTheDottedQuadIsRefusedNotGuessedAt(String url) {
        assertThat(refusal(guard(), url)).contains("not a well-formed").contains("dotted-quad");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://example.edu/hook", "file:///etc/passwd", "gopher://example.edu/", "jar:http://x/!/"})
    void onlyHttpAndHttpsAreCalled(String url) {
        assertThat(refusal(guard(), url)).contains("only http and https");
    }

    @Test
    void publicAddressesJustOutsideTheInnerBlocksAreAllowed() {
        OutboundGuard guard = guard();
        for (String url : List.of("https://8.8.8.8/", "http://172.32.0.1/", "http://100.128.0.1/", "http://11.0.0.1/",
                "http://192.169.0.1/", "http://[2001:4860:4860::8888]/", "http://169.255.0.1/")) {
            assertThat(guard.check(URI.create(url)).uri()).as(url).isEqualTo(URI.create(url));
        }
        assertThat(connected).as("checking opens no connection").isEmpty();
    }

    @Test
    void namesAreRefusedByEveryAddressTheyResolveTo() throws Exception {
        names.put("loop.test", new InetAddress[] {address("127.0.0.1")});
        names.put("six.test", new InetAddress[] {address("::1")});
        names.put("meta.test", new InetAddress[] {address("169.254.169.254")});
        names.put("inner.test", new InetAddress[] {address("192.168.0.7")});
        names.put("group.test", new InetAddress[] {address("224.0.0.251")});
        names.put("mapped.test", new InetAddress[] {ipv6("::ffff:127.0.0.1")});
        names.put("mixed.test", new InetAddress[] {address("8.8.8.8"), address("10.0.0.1")});
        names.put("public.test", new InetAddress[] {address("8.8.4.4"), address("2001:4860:4860::8844")});
        OutboundGuard guard = guard();

        assertThat(refusal(guard, "http://loop.test/")).contains("'loop.test' resolves").contains("loopback");
        assertThat(refusal(guard, "http://six.test/")).contains("loopback");
        assertThat(refusal(guard, "http://meta.test/")).contains("link-local");
        assertThat(refusal(guard, "http://inner.test/")).contains("private");
        assertThat(refusal(guard, "http://group.test/")).contains("multicast");
        assertThat(refusal(guard, "http://mapped.test/")).contains("loopback");
        assertThat(refusal(guard, "http://mixed.test/")).contains("private");
        assertThat(refusal(guard, "http://missing.test/")).contains("'missing.test' does not resolve");
        assertThat(refusal(guard, "http://inner.test/")).as("the address of a name is not shown").doesNotContain("192.168.0.7");
        assertThat(guard.check(URI.create("https://public.test/hook")).addresses()).hasSize(2);
    }

    @Test
    void sendChecksAgainAtSendTimeAndARefusedTargetIsNeverConnectedTo() throws Exception {
        names.put("moving.test", new InetAddress[] {address("8.8.8.8")});
        OutboundGuard guard = guard();
        URI moving = URI.create("http://moving.test/hook");
        guard.check(moving);

        names.put("moving.test", new InetAddress[] {address("169.254.169.254")});
        HttpRequest request = HttpRequest.newBuilder(moving).POST(HttpRequest.BodyPublishers.noBody()).build();
        assertThatThrownBy(() -> guard.send(request, HttpResponse.BodyHandlers.discarding()))
                .isInstanceOf(OutboundRefused.class).hasMessageContaining("link-local");
        for (String url : List.of("http://127.0.0.1:8081/", "http://[::1]/", "http://10.0.0.1/")) {
            HttpRequest refused = HttpRequest.newBuilder(URI.create(url)).GET().build();
            assertThatThrownBy(() -> guard.send(refused, HttpResponse.BodyHandlers.discarding()))
                    .isInstanceOf(OutboundRefused.class);
        }
        assertThat(connected).isEmpty();

        names.put("moving.test", new InetAddress[] {address("8.8.8.8")});
        guard.send(request, HttpResponse.BodyHandlers.discarding());
        assertThat(connected).containsExactly(moving);
    }

    @Test
    void eachSendResolvesOnceAndHandsTheTransportTheAddressesItChecked() throws Exception {
        // A rebinding name: a public address for the check, loopback for any later question.
        InetAddress[][] answers = {{address("8.8.8.8")}, {address("127.0.0.1")}};
        AtomicInteger asked = new AtomicInteger();
        Resolver rebinding = host -> answers[Math.min(asked.getAndIncrement(), 1)];
        OutboundGuard guard = new OutboundGuard(OutboundProperties.defaults(), rebinding, recorder, () -> Set.of(8080));
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://rebind.test/hook"))
                .POST(HttpRequest.BodyPublishers.noBody()).build();

        guard.send(request, HttpResponse.BodyHandlers.discarding());

        assertThat(asked).as("one resolution per send").hasValue(1);
        assertThat(targets).singleElement().satisfies(target ->
                assertThat(target.addresses()).containsExactly(address("8.8.8.8")));
        assertThatThrownBy(() -> guard.send(request, HttpResponse.BodyHandlers.discarding()))
                .isInstanceOf(OutboundRefused.class).hasMessageContaining("loopback");
        assertThat(targets).as("the loopback answer never reaches the transport").hasSize(1);
    }

    @Test
    void anOperatorNamedUrlReachesAnyAddressButNeverTheServiceItself() {
        names.put("model.internal", new InetAddress[] {address("10.1.2.3")});
        OutboundGuard guard = guard();

        assertThat(guard.check(URI.create("http://model.internal/v1"), OutboundGuard.Reach.NAMED_BY_OPERATOR)
                .addresses()).containsExactly(address("10.1.2.3"));
        assertThat(guard.check(URI.create("http://127.0.0.1:11434/v1"), OutboundGuard.Reach.NAMED_BY_OPERATOR)
                .addresses()).hasSize(1);
        assertThatThrownBy(() -> guard.check(URI.create("http://127.0.0.1:8080/v1"),
                OutboundGuard.Reach.NAMED_BY_OPERATOR)).hasMessageContaining("this service itself");
        assertThat(refusal(guard, "http://model.internal/v1")).as("the same URL, not named by the operator")
                .contains("private");
    }

    @Test
    void theLoopbackAllowanceAllowsLoopbackOnlyAndNeverTheServiceItself() {
        names.put("localhost", new InetAddress[] {address("127.0.0.1"), address("::1")});
        OutboundGuard guard = guard(allowing(true), 8080, 8081);

        assertThat(guard.check(URI.create("http://127.0.0.1:9000/hook")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("http://[::1]:9000/hook")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("http://localhost:9000/hook")).addresses()).hasSize(2);
        assertThat(refusal(guard, "http://127.0.0.1:8080/api/instructor/tokens")).contains("this service itself (port 8080)");
        assertThat(refusal(guard, "http://localhost:8081/actuator")).contains("this service itself (port 8081)");
        assertThat(refusal(guard, "http://[::1]:8080/")).contains("this service itself");
        assertThat(refusal(guard, "http://0.0.0.0:8080/")).contains("this service itself");
        assertThat(refusal(guard, "http://169.254.169.254/")).contains("link-local");
        assertThat(refusal(guard, "http://10.0.0.1/")).contains("private");
        assertThat(connected).isEmpty();
    }

    @Test
    void theServiceItselfIsRefusedOnItsPortWhateverTheOtherAllowances() {
        OutboundGuard guard = guard(allowing(true, "127.0.0.0/8"), 8080);

        assertThat(refusal(guard, "http://127.0.0.1:8080/")).contains("this service itself");
        assertThat(guard.check(URI.create("http://127.0.0.1/")).addresses()).as("port 80 by default, not the service's")
                .hasSize(1);
    }

    @Test
    void anOperatorsListAllowsNamedHostsAndBlocksAndNothingBeside() {
        names.put("lms.campus.example", new InetAddress[] {address("10.9.9.9")});
        names.put("moodle.corp.example", new InetAddress[] {address("172.20.0.3")});
        names.put("corp.example", new InetAddress[] {address("172.20.0.4")});
        names.put("other.example", new InetAddress[] {address("10.20.5.5")});
        OutboundGuard guard = guard(allowing(false, "10.20.0.0/16", " LMS.campus.example ", "*.corp.example", "fd00::/8"),
                8080);

        assertThat(guard.check(URI.create("https://lms.campus.example/api")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("https://moodle.corp.example/api")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("http://10.20.255.1/")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("http://other.example/")).addresses()).hasSize(1);
        assertThat(guard.check(URI.create("http://[fd12::1]/")).addresses()).hasSize(1);
        assertThat(refusal(guard, "http://corp.example/")).contains("private");
        assertThat(refusal(guard, "http://10.21.0.1/")).contains("private");
        assertThat(refusal(guard, "http://[fc00::1]/")).contains("private");
        assertThat(refusal(guard, "http://127.0.0.1/")).contains("loopback");
        assertThat(refusal(guard, "http://169.254.169.254/")).contains("link-local");
    }

    @Test
    void aMalformedAllowEntryStopsTheStartNamingIt() {
        assertThatThrownBy(() -> guard(allowing(false, "10.0.0.0/33"), 8080))
                .hasMessageContaining("grader.outbound.allow").hasMessageContaining("10.0.0.0/33");
        assertThatThrownBy(() -> guard(allowing(false, "10.0.0/8"), 8080)).hasMessageContaining("10.0.0/8");
    }

    @Test
    void theServicesClientFollowsNoRedirect() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        AtomicInteger reachedTarget = new AtomicInteger();
        server.createContext("/moved", exchange -> {
            exchange.getResponseHeaders().add("Location", "http://127.0.0.1:" + server.getAddress().getPort() + "/target");
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
        server.createContext("/target", exchange -> {
            reachedTarget.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            OutboundGuard guard = new OutboundGuard(allowing(true), table, Transport.pinned(), Set::of);
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.getAddress().getPort()
                    + "/moved")).GET().build();

            HttpResponse<Void> answer = guard.send(request, HttpResponse.BodyHandlers.discarding());

            assertThat(answer.statusCode()).isEqualTo(302);
            assertThat(reachedTarget).hasValue(0);
        } finally {
            server.stop(0);
        }
    }
}
