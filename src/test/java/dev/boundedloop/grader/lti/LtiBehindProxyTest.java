package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jwt.SignedJWT;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The service behind a TLS-terminating reverse proxy, as the production compose file runs it (Caddy in front,
 * {@code server.forward-headers-strategy=native}): requests come over plain HTTP from the proxy's address with
 * {@code X-Forwarded-Proto: https} and {@code X-Forwarded-Host}. From a trusted proxy (loopback, like the
 * compose network's private addresses, is one by default) the service sees the original scheme and host: the
 * tool's URLs it registers and redirects to (login, launch, key set) and the link a deep-linking answer carries
 * are https at the public host, and the login, session and CSRF cookies go out {@code Secure; SameSite=None}
 * for the LMS's frame. From an address that is not a trusted proxy the same headers change nothing.
 */
@ServiceTest
class LtiBehindProxyTest {

    private static final String PUBLIC_HOST = "grader.example.edu";
    private static final String PUBLIC_BASE = "https://" + PUBLIC_HOST;

    @Test
    void behindATrustedProxyTheToolsUrlsAreHttpsAndItsCookiesGoToTheLmsFrame() {
        try (TestPlatform platform = TestPlatform.start(); ServiceInstance service = start(platform)) {
            ProxiedBrowser browser = new ProxiedBrowser(service.api().base());

            // Dynamic Registration: the URLs the tool registers are the public https ones.
            JsonNode registered = register(browser, platform);
            assertThat(registered.get("initiate_login_uri").asString()).isEqualTo(PUBLIC_BASE + "/lti/login");
            assertThat(registered.get("redirect_uris").get(0).asString()).isEqualTo(PUBLIC_BASE + "/lti/launch");
            assertThat(registered.get("jwks_uri").asString()).isEqualTo(PUBLIC_BASE + "/lti/jwks");
            assertThat(registered.get("https://purl.imsglobal.org/spec/lti-tool-configuration").get("domain").asString())
                    .isEqualTo(PUBLIC_HOST);

            // A learner's launch: the login sends the browser back to the https launch URL, and every cookie
            // on the way can cross from the LMS's frame.
            platform.nextLaunch().custom = Map.of("assignment", HttpApi.ASSIGNMENT);
            HttpResponse<String> login = browser.login(platform);
            assertThat(login.statusCode()).as(login.body()).isEqualTo(302);
            assertThat(query(login.headers().firstValue("Location").orElseThrow()).get("redirect_uri"))
                    .isEqualTo(PUBLIC_BASE + "/lti/launch");
            assertThat(browser.setCookie(login, "lti_login_")).contains("; Secure").contains("; SameSite=None")
                    .contains("; HttpOnly");
            HttpResponse<String> launched = browser.launchFromThePlatform(login, PUBLIC_BASE + "/lti/launch");
            assertThat(launched.statusCode()).as(launched.body()).isEqualTo(303);
            assertThat(browser.setCookie(launched, "JSESSIONID")).contains("; Secure").contains("; SameSite=None")
                    .contains("; HttpOnly");
            HttpResponse<String> me = browser.get("/api/me/session");
            assertThat(HttpApi.json(me).get("signedInBy").asString()).isEqualTo("session");
            assertThat(me.statusCode()).isEqualTo(200);
            assertThat(browser.cookieAsSet("XSRF-TOKEN")).contains("; Secure").contains("; SameSite=None");

            // Deep linking: the resource link it answers with opens the https launch URL.
            TestPlatform.Launch deepLink = platform.nextLaunch();
            deepLink.messageType = "LtiDeepLinkingRequest";
            deepLink.roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor");
            ProxiedBrowser instructor = new ProxiedBrowser(service.api().base());
            assertThat(instructor.launchFromThePlatform(instructor.login(platform), PUBLIC_BASE + "/lti/launch").statusCode())
                    .isEqualTo(303);
            String pick = LtiBrowser.form(instructor.get("/lti/deep-link").body()).fields().get("pick");
            HttpResponse<String> answer = instructor.post("/lti/deep-link", Map.of("pick", pick, "assignment", HttpApi.ASSIGNMENT));
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
            String jwt = LtiBrowser.form(answer.body()).fields().get("JWT");
            Map<?, ?> link = (Map<?, ?>) contentItems(jwt).get(0);
            assertThat(link.get("url")).isEqualTo(PUBLIC_BASE + "/lti/launch");
        }
    }

    @Test
    void fromAnAddressThatIsNoTrustedProxyTheForwardedHeadersChangeNothing() {
        // Only 10.0.0.1 is trusted here, so loopback is an ordinary client that merely claims a proxy's headers.
        try (TestPlatform platform = TestPlatform.start();
                ServiceInstance service = start(platform, "--server.tomcat.remoteip.internal-proxies=10.0.0.1/32")) {
            ProxiedBrowser browser = new ProxiedBrowser(service.api().base());
            String own = "http://" + service.api().base().getAuthority();

            JsonNode registered = register(browser, platform);
            assertThat(registered.get("initiate_login_uri").asString()).isEqualTo(own + "/lti/login");
            assertThat(registered.get("jwks_uri").asString()).isEqualTo(own + "/lti/jwks");

            platform.nextLaunch().custom = Map.of("assignment", HttpApi.ASSIGNMENT);
            HttpResponse<String> login = browser.login(platform);
            assertThat(login.statusCode()).as(login.body()).isEqualTo(302);
            assertThat(query(login.headers().firstValue("Location").orElseThrow()).get("redirect_uri"))
                    .isEqualTo(own + "/lti/launch");
            assertThat(browser.setCookie(login, "lti_login_")).doesNotContain("Secure").contains("; SameSite=Lax");
            HttpResponse<String> launched = browser.launchFromThePlatform(login, own + "/lti/launch");
            assertThat(launched.statusCode()).as(launched.body()).isEqualTo(303);
            assertThat(browser.setCookie(launched, "JSESSIONID")).doesNotContain("Secure").doesNotContain("SameSite=None");
        }
    }

    private static ServiceInstance start(TestPlatform platform, String... extra) {
        List<String> arguments = new ArrayList<>(List.of("--server.forward-headers-strategy=native",
                "--grader.lti.allow-loopback-platforms=true", "--grader.queue.workers=0",
                "--grader.security.frame-ancestors=" + platform.issuer()));
        arguments.addAll(List.of(extra));
        return ServiceInstance.start("jdbc:h2:mem:lti-proxy-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1",
                arguments.toArray(String[]::new));
    }

    /** Registers the platform by Dynamic Registration through the proxy; answers what the tool sent the platform. */
    private static JsonNode register(ProxiedBrowser browser, TestPlatform platform) {
        HttpResponse<String> page = browser.get("/lti/register?openid_configuration="
                + encode(platform.url("/.well-known/openid-configuration")) + "&registration_token="
                + TestPlatform.REGISTRATION_TOKEN);
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        return platform.registrations().get(platform.registrations().size() - 1);
    }

    private static List<?> contentItems(String jwt) {
        try {
            return (List<?>) SignedJWT.parse(jwt).getJWTClaimsSet().getClaim("https://purl.imsglobal.org/spec/lti-dl/claim/content_items");
        } catch (java.text.ParseException e) {
            throw new AssertionError("not a JWT: " + jwt, e);
        }
    }

    private static Map<String, String> query(String url) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String pair : URI.create(url).getRawQuery().split("&")) {
            String[] parts = pair.split("=", 2);
            fields.put(URLDecoder.decode(parts[0], StandardCharsets.UTF_8),
                    parts.length > 1 ? URLDecoder.decode(parts[1], StandardCharsets.UTF_8) : "");
        }
        return fields;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /**
     * A browser behind the proxy: every request to the tool goes to its loopback port over plain HTTP with the
     * headers the proxy adds, and its cookies are sent back by hand (Java's cookie store keeps a Secure cookie
     * from a plain HTTP URL, as a browser talking HTTPS to the proxy would not need to).
     */
    private static final class ProxiedBrowser {

        private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
        private final URI tool;
        private final Map<String, String> cookies = new LinkedHashMap<>();
        private final Map<String, String> cookiesAsSet = new LinkedHashMap<>();

        ProxiedBrowser(URI tool) {
            this.tool = tool;
        }

        HttpResponse<String> login(TestPlatform platform) {
            return get("/lti/login?iss=" + encode(platform.issuer()) + "&login_hint=hint-1&target_link_uri="
                    + encode(PUBLIC_BASE + "/lti/launch") + "&lti_message_hint=m-1");
        }

        /**
         * The platform's authorisation answer to the login, whose form goes to the launch URL the tool gave, posted
         * to the tool through the proxy.
         */
        HttpResponse<String> launchFromThePlatform(HttpResponse<String> login, String launchUrl) {
            HttpResponse<String> authorised = send(HttpRequest.newBuilder(URI.create(login.headers().firstValue("Location")
                    .orElseThrow())).GET(), false);
            assertThat(authorised.statusCode()).as(authorised.body()).isEqualTo(200);
            LtiBrowser.Form form = LtiBrowser.form(authorised.body());
            assertThat(form.action()).as("where the platform posts").isEqualTo(launchUrl);
            return post("/lti/launch", form.fields());
        }

        HttpResponse<String> get(String path) {
            return send(HttpRequest.newBuilder(tool.resolve(path)).header("Accept", "application/json").GET(), true);
        }

        HttpResponse<String> post(String path, Map<String, String> fields) {
            String body = fields.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                    .collect(Collectors.joining("&"));
            return send(HttpRequest.newBuilder(tool.resolve(path)).header("Content-Type", "application/x-www-form-urlencoded")
                    .header("Accept", "text/html").POST(HttpRequest.BodyPublishers.ofString(body)), true);
        }

        /** The Set-Cookie header of the answer for the cookie whose name starts so; fails when there is none. */
        String setCookie(HttpResponse<String> response, String namePrefix) {
            return response.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith(namePrefix))
                    .filter(c -> !c.contains("Max-Age=0")).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + namePrefix + " cookie in " + response.headers().map()));
        }

        /** The Set-Cookie header that last set the cookie, by whichever answer; fails when none did. */
        String cookieAsSet(String name) {
            String set = cookiesAsSet.get(name);
            if (set == null) {
                throw new AssertionError("no " + name + " cookie was set; the cookies set: " + cookiesAsSet);
            }
            return set;
        }

        private HttpResponse<String> send(HttpRequest.Builder request, boolean toTheTool) {
            if (toTheTool) {
                request.header("X-Forwarded-Proto", "https").header("X-Forwarded-Host", PUBLIC_HOST)
                        .header("X-Forwarded-For", "203.0.113.7");
                if (!cookies.isEmpty()) {
                    request.header("Cookie", cookies.entrySet().stream().map(c -> c.getKey() + "=" + c.getValue())
                            .collect(Collectors.joining("; ")));
                }
            }
            try {
                HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(60)).build(),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                if (toTheTool) {
                    for (String set : response.headers().allValues("Set-Cookie")) {
                        String pair = set.split(";", 2)[0];
                        String[] nameValue = pair.split("=", 2);
                        cookies.put(nameValue[0], nameValue.length > 1 ? nameValue[1] : "");
                        cookiesAsSet.put(nameValue[0], set);
                    }
                }
                return response;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
