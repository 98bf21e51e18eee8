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
import java.net.URLEncoder;
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
 * For LTI Advantage it has an OAuth 2 token endpoint that checks the tool's signed assertion against
 * the tool's key set, line items per context (listed with resource_id and tag filters, created), a
 * scores endpoint that keeps what it took and answers as a test plans, and memberships in pages.
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
        /** The AGS endpoint claim's line items URL and the link's line item; no claim when both are null. */
        public String lineItems;
        public String lineItem;
        public List<String> agsScopes = List.of(SCOPE_LINE_ITEM, SCOPE_LINE_ITEM_READ, SCOPE_SCORE);
        /** The NRPS claim's context memberships URL; no claim when null. */
        public String memberships;
    }

    public static final String SCOPE_LINE_ITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
    public static final String SCOPE_LINE_ITEM_READ = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly";
    public static final String SCOPE_SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
    public static final String SCOPE_MEMBERSHIPS = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";

    /** A score the scores endpoint took. */
    public record Score(String lineItem, JsonNode body) {}

    /** A line item the platform holds. */
    public record LineItem(String id, String context, JsonNode body) {}

    private final HttpServer server;
    private final String issuer;
    private volatile RSAKey key;
    private volatile Launch next = new Launch();
    private final AtomicInteger jwksFetches = new AtomicInteger();
    private final List<String> deepLinkAnswers = Collections.synchronizedList(new ArrayList<>());
    private final List<JsonNode> registrations = Collections.synchronizedList(new ArrayList<>());
    private volatile Map<String, String> lastAuthorization = Map.of();
    private volatile URI toolJwks;
    private final Map<String, List<String>> grantedTokens = new java.util.concurrent.ConcurrentHashMap<>();
    private final AtomicInteger tokenRequests = new AtomicInteger();
    private final List<String> tokenRefusals = Collections.synchronizedList(new ArrayList<>());
    private final List<LineItem> lineItems = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger lineItemsCreated = new AtomicInteger();
    private final List<Score> scores = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, java.util.Deque<Integer>> plannedScoreAnswers = new java.util.concurrent.ConcurrentHashMap<>();
    private final List<String> scoreAnswers = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, List<List<Map<String, Object>>>> memberPages = new java.util.concurrent.ConcurrentHashMap<>();

    private TestPlatform() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        issuer = "http://127.0.0.1:" + server.getAddress().getPort();
        key = newKey();
        server.createContext("/jwks", this::jwks);
        server.createContext("/auth", this::authorize);
        server.createContext("/token", this::token);
        server.createContext("/lineitems/", this::lineItems);
        server.createContext("/memberships/", this::memberships);
        server.createContext("/.well-known/openid-configuration", this::configuration);
        server.createContext("/register", this::register);
        server.createContext("/deep-link-return", this::deepLinkReturn);
        server.createContext("/course", this::course);
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

    /**
     * The URL of the platform's course page, which holds the tool at {@code tool} in an iframe that begins
     * a launch (the third-party initiated login, with the next launch's claims), as an LMS's course page does.
     */
    public String coursePage(URI tool) {
        return url("/course?tool=" + URLEncoder.encode(tool.toString(), StandardCharsets.UTF_8));
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

    /** The tool's key set, which the token endpoint checks the tool's assertions with. */
    public void trustTool(URI jwks) {
        toolJwks = jwks;
    }

    public int tokenRequests() {
        return tokenRequests.get();
    }

    /** Why token requests were refused, in order. */
    public List<String> tokenRefusals() {
        return tokenRefusals;
    }

    /** The context's line items URL, for a launch's AGS claim. */
    public String lineItemsUrl(String context) {
        return url("/lineitems/" + context);
    }

    /** A line item made as an LMS's own (e.g. by deep linking); returns its URL. */
    public String addLineItem(String context, Map<String, Object> item) {
        String id = url("/lineitems/" + context + "/" + (lineItems.size() + 1));
        Map<String, Object> body = new LinkedHashMap<>(item);
        body.put("id", id);
        lineItems.add(new LineItem(id, context, JSON.valueToTree(body)));
        return id;
    }

    public List<LineItem> lineItems(String context) {
        synchronized (lineItems) {
            return lineItems.stream().filter(item -> item.context().equals(context)).toList();
        }
    }

    public int lineItemsCreated() {
        return lineItemsCreated.get();
    }

    public List<Score> scores() {
        synchronized (scores) {
            return List.copyOf(scores);
        }
    }

    /** The scores taken for one user. */
    public List<Score> scoresFor(String userId) {
        return scores().stream().filter(score -> score.body().path("userId").asString("").equals(userId)).toList();
    }

    /** Each answer the scores endpoint gave, as "userId status". */
    public List<String> scoreAnswers() {
        synchronized (scoreAnswers) {
            return List.copyOf(scoreAnswers);
        }
    }

    /**
     * The next answers to a score for the user, in order, before the endpoint accepts again: a 429 comes
     * with {@code Retry-After: 1}.
     */
    public void planScoreAnswers(String userId, Integer... statuses) {
        plannedScoreAnswers.put(userId, new java.util.concurrent.ConcurrentLinkedDeque<>(List.of(statuses)));
    }

    /** The context's memberships URL, for a launch's NRPS claim. */
    public String membershipsUrl(String context) {
        return url("/memberships/" + context);
    }

    /** The context's members, page by page (each member: user_id, roles, status, name, email). */
    public void members(String context, List<List<Map<String, Object>>> pages) {
        memberPages.put(context, pages);
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
        if (launch.lineItems != null || launch.lineItem != null) {
            Map<String, Object> endpoint = new LinkedHashMap<>();
            endpoint.put("scope", launch.agsScopes);
            if (launch.lineItems != null) {
                endpoint.put("lineitems", launch.lineItems);
            }
            if (launch.lineItem != null) {
                endpoint.put("lineitem", launch.lineItem);
            }
            claims.claim("https://purl.imsglobal.org/spec/lti-ags/claim/endpoint", endpoint);
        }
        if (launch.memberships != null) {
            claims.claim("https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice",
                    Map.of("context_memberships_url", launch.memberships, "service_versions", List.of("2.0")));
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

    /** The course page: a heading and the tool in a frame, its src the tool's login initiation. */
    private void course(HttpExchange exchange) throws IOException {
        String tool = form(exchange.getRequestURI().getRawQuery()).get("tool");
        if (tool == null) {
            answer(exchange, 400, "text/plain", "no tool");
            return;
        }
        String login = tool + "/lti/login?iss=" + URLEncoder.encode(issuer, StandardCharsets.UTF_8)
                + "&login_hint=hint-frame&lti_message_hint=m-frame&client_id=" + CLIENT_ID + "&lti_deployment_id=" + DEPLOYMENT
                + "&target_link_uri=" + URLEncoder.encode(tool + "/lti/launch", StandardCharsets.UTF_8);
        String page = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Test LMS course</title></head>"
                + "<body><h1>Test LMS: " + HtmlUtils.htmlEscape(next.contextLabel) + "</h1>"
                + "<iframe id=\"tool\" title=\"The grader\" style=\"width: 100%; height: 760px; border: 1px solid #888\" src=\""
                + HtmlUtils.htmlEscape(login) + "\"></iframe></body></html>";
        answer(exchange, 200, "text/html", page);
    }

    private void deepLinkReturn(HttpExchange exchange) throws IOException {
        Map<String, String> form = form(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        deepLinkAnswers.add(form.get("JWT"));
        answer(exchange, 200, "text/html", "<p>Linked.</p>");
    }

    /** The OAuth 2 token endpoint: the client-credentials grant with the tool's signed JWT assertion. */
    private void token(HttpExchange exchange) throws IOException {
        tokenRequests.incrementAndGet();
        Map<String, String> form = form(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        String refusal = assertionProblem(form);
        if (refusal != null) {
            tokenRefusals.add(refusal);
            answer(exchange, 400, "application/json", JSON.writeValueAsString(Map.of("error", "invalid_client",
                    "error_description", refusal)));
            return;
        }
        String token = "token-" + UUID.randomUUID();
        grantedTokens.put(token, List.of(form.getOrDefault("scope", "").split(" ")));
        answer(exchange, 200, "application/json", JSON.writeValueAsString(Map.of("access_token", token,
                "token_type", "Bearer", "expires_in", 3600, "scope", form.getOrDefault("scope", ""))));
    }

    /** What is wrong with the token request, or null. */
    private String assertionProblem(Map<String, String> form) {
        if (!"client_credentials".equals(form.get("grant_type"))) {
            return "grant_type " + form.get("grant_type");
        }
        if (!"urn:ietf:params:oauth:client-assertion-type:jwt-bearer".equals(form.get("client_assertion_type"))) {
            return "client_assertion_type " + form.get("client_assertion_type");
        }
        try {
            SignedJWT assertion = SignedJWT.parse(form.get("client_assertion"));
            JWKSet toolKeys = JWKSet.parse(new String(toolJwks.toURL().openStream().readAllBytes(), StandardCharsets.UTF_8));
            RSAKey toolKey = (RSAKey) toolKeys.getKeyByKeyId(assertion.getHeader().getKeyID());
            if (toolKey == null) {
                return "the assertion's kid is not in the tool's key set";
            }
            if (!assertion.verify(new com.nimbusds.jose.crypto.RSASSAVerifier(toolKey))) {
                return "the assertion's signature does not check";
            }
            JWTClaimsSet claims = assertion.getJWTClaimsSet();
            if (!CLIENT_ID.equals(claims.getIssuer()) || !CLIENT_ID.equals(claims.getSubject())) {
                return "iss/sub are not the client id";
            }
            if (!claims.getAudience().contains(url("/token"))) {
                return "aud " + claims.getAudience() + " is not the token URL";
            }
            if (claims.getExpirationTime() == null || claims.getExpirationTime().before(new Date())
                    || claims.getJWTID() == null) {
                return "expired, or no jti";
            }
            return null;
        } catch (java.text.ParseException | JOSEException | IOException | RuntimeException e) {
            return "the assertion could not be checked: " + e;
        }
    }

    /** The scopes of the request's bearer token, or null when it has none the platform granted. */
    private List<String> granted(HttpExchange exchange) {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        return authorization == null || !authorization.startsWith("Bearer ") ? null
                : grantedTokens.get(authorization.substring("Bearer ".length()));
    }

    /** /lineitems/{context}: list (resource_id, tag filters) and create; /lineitems/{context}/{n}/scores: scores. */
    private void lineItems(HttpExchange exchange) throws IOException {
        List<String> scopes = granted(exchange);
        if (scopes == null) {
            answer(exchange, 401, "application/json", "{\"error\":\"invalid_token\"}");
            return;
        }
        String[] path = exchange.getRequestURI().getPath().substring("/lineitems/".length()).split("/");
        String context = path[0];
        if (path.length == 3 && path[2].equals("scores") && exchange.getRequestMethod().equals("POST")) {
            score(exchange, scopes, url("/lineitems/" + context + "/" + path[1]));
            return;
        }
        if (path.length != 1) {
            answer(exchange, 404, "application/json", "{}");
            return;
        }
        if (exchange.getRequestMethod().equals("GET")) {
            if (!scopes.contains(SCOPE_LINE_ITEM) && !scopes.contains(SCOPE_LINE_ITEM_READ)) {
                answer(exchange, 403, "application/json", "{\"error\":\"scope\"}");
                return;
            }
            Map<String, String> query = form(exchange.getRequestURI().getRawQuery());
            List<JsonNode> matching = lineItems(context).stream().map(LineItem::body)
                    .filter(item -> query.get("resource_id") == null
                            || query.get("resource_id").equals(item.path("resourceId").asString(null)))
                    .filter(item -> query.get("tag") == null || query.get("tag").equals(item.path("tag").asString(null)))
                    .toList();
            answer(exchange, 200, "application/vnd.ims.lis.v2.lineitemcontainer+json", JSON.writeValueAsString(matching));
            return;
        }
        if (!scopes.contains(SCOPE_LINE_ITEM)) {
            answer(exchange, 403, "application/json", "{\"error\":\"scope\"}");
            return;
        }
        JsonNode body = JSON.readTree(exchange.getRequestBody().readAllBytes());
        lineItemsCreated.incrementAndGet();
        String id = addLineItem(context, JSON.convertValue(body, new tools.jackson.core.type.TypeReference<Map<String, Object>>() {}));
        answer(exchange, 201, "application/vnd.ims.lis.v2.lineitem+json",
                JSON.writeValueAsString(lineItems(context).stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow().body()));
    }

    private void score(HttpExchange exchange, List<String> scopes, String lineItem) throws IOException {
        if (!scopes.contains(SCOPE_SCORE)) {
            answer(exchange, 403, "application/json", "{\"error\":\"scope\"}");
            return;
        }
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.startsWith("application/vnd.ims.lis.v1.score+json")) {
            answer(exchange, 415, "application/json", "{\"error\":\"content type " + type + "\"}");
            return;
        }
        JsonNode body = JSON.readTree(exchange.getRequestBody().readAllBytes());
        String user = body.path("userId").asString("");
        java.util.Deque<Integer> planned = plannedScoreAnswers.get(user);
        Integer status = planned == null ? null : planned.poll();
        if (status != null) {
            scoreAnswers.add(user + " " + status);
            if (status == 429) {
                exchange.getResponseHeaders().set("Retry-After", "1");
            }
            answer(exchange, status, "application/json", "{\"error\":\"planned " + status + "\"}");
            return;
        }
        scores.add(new Score(lineItem, body));
        scoreAnswers.add(user + " 200");
        answer(exchange, 200, "application/json", "{}");
    }

    /** /memberships/{context}?page=n: a page of members, with a Link to the next. */
    private void memberships(HttpExchange exchange) throws IOException {
        List<String> scopes = granted(exchange);
        if (scopes == null || !scopes.contains(SCOPE_MEMBERSHIPS)) {
            answer(exchange, scopes == null ? 401 : 403, "application/json", "{\"error\":\"token\"}");
            return;
        }
        String context = exchange.getRequestURI().getPath().substring("/memberships/".length());
        List<List<Map<String, Object>>> pages = memberPages.getOrDefault(context, List.of(List.of()));
        String page = form(exchange.getRequestURI().getRawQuery()).getOrDefault("page", "0");
        int n = Integer.parseInt(page);
        if (n + 1 < pages.size()) {
            exchange.getResponseHeaders().set("Link", "<" + membershipsUrl(context) + "?page=" + (n + 1) + ">; rel=\"next\"");
        }
        answer(exchange, 200, "application/vnd.ims.lti-nrps.v2.membershipcontainer+json", JSON.writeValueAsString(Map.of(
                "id", membershipsUrl(context), "context", Map.of("id", context), "members", pages.get(n))));
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
