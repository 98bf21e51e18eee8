package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An instructor's deep-linking launch over real HTTP: the picker lists the course's assignments as a
 * plain form, and the pick goes back to the platform's return URL as an LtiDeepLinkingResponse signed by
 * a key the tool publishes, with the resource link, its custom parameter and its line item.
 */
@ServiceTest
class LtiDeepLinkingTest {

    private final TestPlatform platform = LtiService.platform();
    private final HttpApi api = LtiService.api();
    private final LtiBrowser browser = new LtiBrowser(api.base());

    @Test
    void thePickedAssignmentGoesBackAsASignedResourceLinkWithItsLineItem() throws Exception {
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.messageType = "LtiDeepLinkingRequest";
        launch.roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor");
        HttpResponse<String> launched = browser.launch(platform.issuer());
        assertThat(launched.statusCode()).as(launched.body()).isEqualTo(303);
        assertThat(launched.headers().firstValue("Location")).hasValue("/lti/deep-link");

        HttpResponse<String> picker = browser.get(URI.create(api.base() + "/lti/deep-link"));
        assertThat(picker.statusCode()).isEqualTo(200);
        assertThat(picker.body()).contains("<form id=\"deep-link-picker\" method=\"post\" action=\"/lti/deep-link\">")
                .contains("name=\"assignment\" value=\"" + HttpApi.ASSIGNMENT + "\"");
        String pick = LtiBrowser.form(picker.body()).fields().get("pick");

        assertThat(browser.post("/lti/deep-link", Map.of("pick", "forged", "assignment", HttpApi.ASSIGNMENT)).statusCode())
                .as("only the picker's own form answers").isEqualTo(400);
        HttpResponse<String> answer = browser.post("/lti/deep-link", Map.of("pick", pick, "assignment", HttpApi.ASSIGNMENT));
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        LtiBrowser.Form autoPost = LtiBrowser.form(answer.body());
        assertThat(autoPost.action()).isEqualTo(platform.url("/deep-link-return"));
        assertThat(answer.body()).contains("<script src=\"/lti/auto-post.js\">");
        assertThat(browser.post(autoPost.action(), autoPost.fields()).statusCode()).isEqualTo(200);

        SignedJWT jwt = SignedJWT.parse(platform.deepLinkAnswers().get(platform.deepLinkAnswers().size() - 1));
        JWKSet toolKeys = JWKSet.parse(api.get("/lti/jwks", null).body());
        assertThat(jwt.verify(new RSASSAVerifier((RSAKey) toolKeys.getKeyByKeyId(jwt.getHeader().getKeyID())))).isTrue();
        JWTClaimsSet claims = jwt.getJWTClaimsSet();
        assertThat(claims.getIssuer()).isEqualTo(TestPlatform.CLIENT_ID);
        assertThat(claims.getAudience()).containsExactly(platform.issuer());
        assertThat(claims.getStringClaim("https://purl.imsglobal.org/spec/lti/claim/message_type")).isEqualTo("LtiDeepLinkingResponse");
        assertThat(claims.getStringClaim("https://purl.imsglobal.org/spec/lti/claim/version")).isEqualTo("1.3.0");
        assertThat(claims.getStringClaim("https://purl.imsglobal.org/spec/lti/claim/deployment_id")).isEqualTo(TestPlatform.DEPLOYMENT);
        assertThat(claims.getStringClaim("https://purl.imsglobal.org/spec/lti-dl/claim/data")).isEqualTo("opaque-42");
        assertThat(claims.getStringClaim("nonce")).isNotBlank();
        List<?> items = (List<?>) claims.getClaim("https://purl.imsglobal.org/spec/lti-dl/claim/content_items");
        assertThat(items).hasSize(1);
        Map<?, ?> link = (Map<?, ?>) items.get(0);
        assertThat(link.get("type")).isEqualTo("ltiResourceLink");
        assertThat((String) link.get("title")).isNotBlank();
        assertThat(link.get("custom")).isEqualTo(Map.of("assignment", HttpApi.ASSIGNMENT));
        Map<?, ?> lineItem = (Map<?, ?>) link.get("lineItem");
        assertThat(lineItem.get("resourceId")).isEqualTo(HttpApi.ASSIGNMENT);
        assertThat(((Number) lineItem.get("scoreMaximum")).intValue()).isPositive();

        assertThat(browser.post("/lti/deep-link", Map.of("pick", pick, "assignment", HttpApi.ASSIGNMENT)).statusCode())
                .as("a request is answered once").isEqualTo(400);
    }

    @Test
    void thePickerNeedsAWaitingRequest() {
        HttpResponse<String> picker = browser.get("/lti/deep-link");
        assertThat(picker.statusCode()).isEqualTo(400);
    }
}
