package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Wrong tokens are throttled per client address, on a real port: the eleventh wrong token within a
 * minute from one address is answered 429 with Retry-After as problem+json, while another address
 * (127.0.0.2, also loopback) still gets in with a good token and has its own count.
 */
@ServiceTest
class FailedAuthThrottleTest {

    private static ServiceInstance service;
    private static int port;

    @BeforeAll
    static void start() {
        service = ServiceInstance.start("jdbc:h2:mem:failed-auth;DB_CLOSE_DELAY=-1",
                "--grader.security.failed-auth.limit=10");
        port = service.api().base().getPort();
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    /** A GET with a bearer token from the given loopback source address; the whole answer as text. */
    private static String get(String from, String token) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET /api/instructor/tokens HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nAuthorization: Bearer "
                    + token + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static int status(String answer) {
        return Integer.parseInt(answer.substring(9, 12));
    }

    @Test
    void tenWrongTokensFromOneAddressThenItWaitsWhileOthersGetIn() throws Exception {
        for (int i = 0; i < 10; i++) {
            assertThat(status(get("127.0.0.3", "wrong-guess-" + i))).as("guess %d", i).isEqualTo(401);
        }

        String throttled = get("127.0.0.3", "wrong-guess-10");
        assertThat(status(throttled)).isEqualTo(429);
        assertThat(throttled).containsPattern("(?i)\r\nRetry-After: [1-6]?[0-9]\r\n")
                .containsPattern("(?i)\r\nContent-Type: application/problem\\+json")
                .contains("Too many wrong bearer tokens from this address");
        assertThat(status(get("127.0.0.3", ServiceInstance.INSTRUCTOR))).as("even a good token, from there, waits")
                .isEqualTo(429);

        assertThat(status(get("127.0.0.2", ServiceInstance.INSTRUCTOR))).as("another address").isEqualTo(200);
        assertThat(status(get("127.0.0.2", "its-own-wrong-guess"))).isEqualTo(401);
        assertThat(status(get("127.0.0.2", ServiceInstance.INSTRUCTOR))).isEqualTo(200);
    }
}
