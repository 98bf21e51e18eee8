package dev.boundedloop.grader.lti.platform;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.springframework.web.util.HtmlUtils;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An LTI 1.3 platform for the tests, on a real loopback port: a JWK set, an OIDC authorisation endpoint
 * that answers a login with an auto-posting form holding an id_token it signs, the OpenID configuration
 * and registration endpoint of Dynamic Registration, and a deep-linking return URL that keeps what it got.
 * What the next id_token says is set by {@link #nextLaunch}; a test breaks one rule by a tweak.
 */
public final class TestPlatform implements AutoCloseable {

    public static final String CLIENT_ID = "grader-client";
    public static final String DEPLOYMENT = "deployment-1";
    public static final String REGISTRATION_TOKEN = "registration-token-123";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** What the next id_token holds, and how a test bends it. */
    public static final class Launch {
        public String messageType = "LtiResourceLinkRequest";
        public String subject = "user-" + UUID.randomUUID();
        public String name = "Ada Lovelace";
        public String email = "ada@example.edu";
        public List<String> roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership#Learner");
        public String contextId = "ctx-1";
        public String contextLabel = "CS101-A";
        public Map<String, Object> custom = Map.of();
        /** Applied last, to break a claim. */
        public Consumer<JWTClaimsSet.Builder> tweak = claims -> {};
        /** Signs with another key than the published one, when set. */
        public RSAKey signingKey;
        public String kid;
    }

    private final HttpServer server;
    private final String issuer;
    private volatile RSAKey key;
    private volatile Launch next = new Launch();
    private final AtomicInteger jwksFetches = new AtomicInteger();
    private final List<String> deepLinkAnswers = Collections.synchronizedList(new ArrayList<>());
    private final List<JsonNode> registrations = Collections.synchronizedList(new ArrayList<>());
    private volatile Map<String, String> lastAuthorization = Map.of();

    private TestPlatform() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        issuer = "http://127.0.0.1:" + server.getAddress().getPort();
        key = newKey();
        server.createContext("/jwks", this::jwks);
        server.createContext("/auth", this::authorize);
        server.createContext("/token", exchange -> answer(exchange, 400, "application/json", "{\"error\":\"unsupported\"}"));
        server.createContext("/.well-known/openid-configuration", this::configuration);
        server.createContext("/register", this::register);
        server.createContext("/deep-link-return", this::deepLinkReturn);
        server.start();
    }

    public static TestPlatform start() {
        try {
            return new TestPlatform();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String issuer() {
        return issuer;
    }

    public String url(String path) {
        return issuer + path;
    }

    /** The body of a manual registration of this platform. */
    public Map<String, Object> registration() {
        return Map.of("issuer", issuer, "clientId", CLIENT_ID, "deploymentIds", List.of(DEPLOYMENT),
                "authorizationUrl", url("/auth"), "tokenUrl", url("/token"), "jwksUrl", url("/jwks"));
    }

    public Launch nextLaunch() {
        Launch launch = new Launch();
        next = launch;
        return launch;
    }

    /** A new platform key: the old one is no longer published. */
    public void rotateKey() {
        key = newKey();
    }

    public RSAKey key() {
        return key;
    }

    public int jwksFetches() {
        return jwksFetches.get();
    }

    public List<String> deepLinkAnswers() {
        return deepLinkAnswers;
    }

    public List<JsonNode> registrations() {
        return registrations;
    }

    public Map<String, String> lastAuthorization() {
        return lastAuthorization;
    }

    /** An id_token as the authorisation endpoint would sign it, for a given nonce. */
    public String idToken(Launch launch, String nonce) {
        Instant now = Instant.now();
        Map<String, Object> context = new LinkedHashMap<>();
        context.put("id", launch.contextId);
        context.put("label", launch.contextLabel);
        context.put("title", "Introduction to " + launch.contextLabel);
        JWTClaimsSet.Builder claims = new JWTClaimsSet.Builder().issuer(issuer).subject(launch.subject)
                .audience(CLIENT_ID).issueTime(Date.from(now)).expirationTime(Date.from(now.plusSeconds(300)))
                .claim("azp", CLIENT_ID).claim("nonce", nonce).claim("name", launch.name).claim("email", launch.email)
                .claim("https://purl.imsglobal.org/spec/lti/claim/deployment_id", DEPLOYMENT)
                .claim("https://purl.imsglobal.org/spec/lti/claim/message_type", launch.messageType)
                .claim("https://purl.imsglobal.org/spec/lti/claim/version", "1.3.0")
                .claim("https://purl.imsglobal.org/spec/lti/claim/roles", launch.roles)
                .claim("https://purl.imsglobal.org/spec/lti/claim/context", context)
                .claim("https://purl.imsglobal.org/spec/lti/claim/custom", launch.custom);
        if (launch.messageType.equals("LtiDeepLinkingRequest")) {
            claims.claim("https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
                    Map.of("deep_link_return_url", url("/deep-link-return"), "accept_types", List.of("ltiResourceLink"),
                            "accept_presentation_document_targets", List.of("iframe", "window"), "data", "opaque-42"));
            claims.claim("https://purl.imsglobal.org/spec/lti/claim/target_link_uri", "http://tool/lti/launch");
        } else {
            claims.claim("https://purl.imsglobal.org/spec/lti/claim/resource_link", Map.of("id", "link-1", "title", "Unit A"));
            claims.claim("https://purl.imsglobal.org/spec/lti/claim/target_link_uri", "http://tool/lti/launch");
        }
        launch.tweak.accept(claims);
        RSAKey signing = launch.signingKey != null ? launch.signingKey : key;
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256)
                .keyID(launch.kid != null ? launch.kid : signing.getKeyID()).build(), claims.build());
        try {
            jwt.sign(new RSASSASigner(signing));
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
        return jwt.serialize();
    }

    private void jwks(HttpExchange exchange) throws IOException {
        jwksFetches.incrementAndGet();
        answer(exchange, 200, "application/json", new JWKSet(key.toPublicJWK()).toString());
    }

    /** The OIDC authorisation endpoint: checks the tool's request, answers with the auto-posting id_token. */
    private void authorize(HttpExchange exchange) throws IOException {
        Map<String, String> query = form(exchange.getRequestURI().getRawQuery());
        lastAuthorization = query;
        for (String[] expected : new String[][] {{"scope", "openid"}, {"response_type", "id_token"},
            {"response_mode", "form_post"}, {"prompt", "none"}, {"client_id", CLIENT_ID}}) {
            if (!expected[1].equals(query.get(expected[0]))) {
                answer(exchange, 400, "text/plain", "bad " + expected[0] + ": " + query.get(expected[0]));
                return;
            }
        }
        String token = idToken(next, query.get("nonce"));
        String page = "<html><body><form method=\"post\" action=\"" + HtmlUtils.htmlEscape(query.get("redirect_uri")) + "\">"
                + "<input type=\"hidden\" name=\"id_token\" value=\"" + token + "\">"
                + "<input type=\"hidden\" name=\"state\" value=\"" + HtmlUtils.htmlEscape(query.get("state")) + "\">"
                + "</form><script>document.forms[0].submit()</script></body></html>";
        answer(exchange, 200, "text/html", page);
    }

    private void configuration(HttpExchange exchange) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("issuer", issuer);
        config.put("authorization_endpoint", url("/auth"));
        config.put("token_endpoint", url("/token"));
        config.put("jwks_uri", url("/jwks"));
        config.put("registration_endpoint", url("/register"));
        config.put("scopes_supported", List.of("openid"));
        config.put("response_types_supported", List.of("id_token"));
        config.put("id_token_signing_alg_values_supported", List.of("RS256"));
        config.put("https://purl.imsglobal.org/spec/lti-platform-configuration",
                Map.of("product_family_code", "test-platform", "version", "1.0",
                        "messages_supported", List.of(Map.of("type", "LtiResourceLinkRequest"), Map.of("type", "LtiDeepLinkingRequest"))));
        answer(exchange, 200, "application/json", JSON.writeValueAsString(config));
    }

    private void register(HttpExchange exchange) throws IOException {
        if (!("Bearer " + REGISTRATION_TOKEN).equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
            answer(exchange, 401, "application/json", "{\"error\":\"invalid_token\"}");
            return;
        }
        JsonNode body = JSON.readTree(exchange.getRequestBody().readAllBytes());
        registrations.add(body);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("client_id", CLIENT_ID);
        answer.put("registration_client_uri", url("/register/" + CLIENT_ID));
        answer.put("https://purl.imsglobal.org/spec/lti-tool-configuration", Map.of("deployment_id", DEPLOYMENT));
        answer(exchange, 200, "application/json", JSON.writeValueAsString(answer));
    }

    private void deepLinkReturn(HttpExchange exchange) throws IOException {
        Map<String, String> form = form(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        deepLinkAnswers.add(form.get("JWT"));
        answer(exchange, 200, "text/html", "<p>Linked.</p>");
    }

    private static Map<String, String> form(String raw) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return fields;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            fields.put(name, eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return fields;
    }

    private static void answer(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type + "; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private static RSAKey newKey() {
        try {
            return new RSAKeyGenerator(2048).keyID(UUID.randomUUID().toString()).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }

    public URI base() {
        return URI.create(issuer);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
