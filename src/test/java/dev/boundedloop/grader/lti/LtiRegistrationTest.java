package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Registration over real HTTP: Dynamic Registration with the test platform (the tool reads its
 * configuration, registers its URLs and scopes, and stores the client id and deployment), the manual
 * registration's checks, and the tool's key set and its rotation.
 */
@ServiceTest
class LtiRegistrationTest {

    private final HttpApi api = LtiService.api();

    @Test
    void dynamicRegistrationRegistersTheToolAndStoresTheClientId() {
        try (TestPlatform other = TestPlatform.start()) {
            HttpResponse<String> page = api.get("/lti/register?openid_configuration="
                    + URLEncoder.encode(other.url("/.well-known/openid-configuration"), StandardCharsets.UTF_8)
                    + "&registration_token=" + TestPlatform.REGISTRATION_TOKEN, null);

            assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
            assertThat(page.body()).contains(TestPlatform.CLIENT_ID).contains("/lti/registered.js");
            JsonNode sent = other.registrations().get(0);
            String base = api.base().toString();
            assertThat(sent.get("initiate_login_uri").asString()).isEqualTo(base + "/lti/login");
            assertThat(sent.get("redirect_uris").get(0).asString()).isEqualTo(base + "/lti/launch");
            assertThat(sent.get("jwks_uri").asString()).isEqualTo(base + "/lti/jwks");
            assertThat(sent.get("scope").asString()).contains("https://purl.imsglobal.org/spec/lti-ags/scope/score")
                    .contains("https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly");
            assertThat(sent.get("https://purl.imsglobal.org/spec/lti-tool-configuration").get("messages").toString())
                    .contains("LtiDeepLinkingRequest");
            JsonNode stored = find(other.issuer());
            assertThat(stored.get("clientId").asString()).isEqualTo(TestPlatform.CLIENT_ID);
            assertThat(stored.get("deploymentIds").get(0).asString()).isEqualTo(TestPlatform.DEPLOYMENT);
            assertThat(stored.get("jwksUrl").asString()).isEqualTo(other.url("/jwks"));

            LtiBrowser browser = new LtiBrowser(api.base());
            other.nextLaunch();
            assertThat(browser.launch(other.issuer()).statusCode()).as("the registered platform launches").isEqualTo(303);
        }
    }

    @Test
    void aWrongRegistrationTokenIsReportedWithThePlatformsAnswer() {
        try (TestPlatform other = TestPlatform.start()) {
            HttpResponse<String> page = api.get("/lti/register?openid_configuration="
                    + URLEncoder.encode(other.url("/.well-known/openid-configuration"), StandardCharsets.UTF_8)
                    + "&registration_token=wrong", null);
            assertThat(page.statusCode()).isEqualTo(400);
            assertThat(HttpApi.json(page).get("rule").asString()).isEqualTo("registration_endpoint");
            assertThat(HttpApi.json(page).get("detail").asString()).contains("401");
        }
    }

    @Test
    void manualRegistrationNamesTheFieldAtFault() {
        Map<String, Object> body = new HashMap<>(LtiService.platform().registration());
        body.put("jwksUrl", "http://platform.example/jwks");
        HttpResponse<String> plainHttp = api.postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR, body);
        assertThat(plainHttp.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(plainHttp).get("field").asString()).isEqualTo("jwksUrl");
        assertThat(HttpApi.json(plainHttp).get("detail").asString()).contains("https");

        body = new HashMap<>(LtiService.platform().registration());
        body.put("deploymentIds", List.of());
        HttpResponse<String> noDeployment = api.postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR, body);
        assertThat(noDeployment.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(noDeployment).get("field").asString()).isEqualTo("deploymentIds");

        assertThat(api.postJson("/api/instructor/lti/platforms", null, LtiService.platform().registration()).statusCode())
                .as("an instructor's API").isEqualTo(401);
    }

    @Test
    void addingADeploymentKeepsOnePlatform() {
        Map<String, Object> body = new HashMap<>(LtiService.platform().registration());
        body.put("deploymentIds", List.of("deployment-2"));
        HttpResponse<String> added = api.postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR, body);
        assertThat(added.statusCode()).isEqualTo(201);
        assertThat(HttpApi.json(added).get("deploymentIds").toString()).contains(TestPlatform.DEPLOYMENT).contains("deployment-2");
        long same = 0;
        for (JsonNode p : HttpApi.json(api.get("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR))) {
            if (p.get("issuer").asString().equals(LtiService.platform().issuer())) {
                same++;
            }
        }
        assertThat(same).isEqualTo(1);
    }

    @Test
    void theKeySetIsPublicAndRotates() {
        JsonNode before = HttpApi.json(api.get("/lti/jwks", null));
        JsonNode key = before.get("keys").get(0);
        assertThat(key.get("kty").asString()).isEqualTo("RSA");
        assertThat(key.has("d")).as("no private part").isFalse();
        assertThat(key.get("alg").asString()).isEqualTo("RS256");

        String current = HttpApi.json(api.postJson("/api/instructor/lti/keys/rotate", ServiceInstance.INSTRUCTOR, Map.of()))
                .get("currentKid").asString();
        JsonNode after = HttpApi.json(api.get("/lti/jwks", null));
        assertThat(after.get("keys").toString()).contains(current).contains(key.get("kid").asString());

        api.postJson("/api/instructor/lti/keys/retire-old", ServiceInstance.INSTRUCTOR, Map.of());
        JsonNode retired = HttpApi.json(api.get("/lti/jwks", null));
        assertThat(retired.get("keys")).hasSize(1);
        assertThat(retired.get("keys").get(0).get("kid").asString()).isEqualTo(current);
    }

    private JsonNode find(String issuer) {
        for (JsonNode platform : HttpApi.json(api.get("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR))) {
            if (platform.get("issuer").asString().equals(issuer)) {
                return platform;
            }
        }
        throw new AssertionError("no platform " + issuer);
    }
}
