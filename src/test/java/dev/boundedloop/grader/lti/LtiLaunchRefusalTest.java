package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Each check of a launch, broken alone: the launch is refused with a problem naming that rule, and
 * nobody is signed in. Everything else about each launch is what {@link LtiLaunchTest} accepts.
 */
@ServiceTest
class LtiLaunchRefusalTest {

    private final TestPlatform platform = LtiService.platform();
    private final HttpApi api = LtiService.api();
    private final LtiBrowser browser = new LtiBrowser(api.base());

    /** Each test starts from a launch the tool accepts, whatever the one before it bent. */
    @BeforeEach
    void anAcceptableLaunch() {
        platform.nextLaunch();
    }

    @Test
    void theIssuerMustBeThePlatformsOwn() {
        refusedWhenClaims(claims -> claims.issuer("https://elsewhere.example"), "iss");
    }

    @Test
    void theSignatureMustCheckAgainstThePlatformsKey() {
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.signingKey = otherKey();
        launch.kid = platform.key().getKeyID(); // the published key's id, but another key signed
        assertRefused(browser.launch(platform.issuer()), "signature");
    }

    @Test
    void aKeyTheJwkSetDoesNotHoldIsRefusedAfterFetchingTheSetAgain() {
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.signingKey = otherKey();
        int before = platform.jwksFetches();
        assertRefused(browser.launch(platform.issuer()), "kid");
        assertThat(platform.jwksFetches()).as("an unknown kid makes the tool fetch the set again").isEqualTo(before + 1);
    }

    @Test
    void theAudienceMustHoldTheClientId() {
        refusedWhenClaims(claims -> claims.audience("another-tool"), "aud");
    }

    @Test
    void severalAudiencesNeedTheAuthorizedParty() {
        refusedWhenClaims(claims -> claims.audience(List.of(TestPlatform.CLIENT_ID, "another-tool")).claim("azp", null), "azp");
    }

    @Test
    void theAuthorizedPartyMustBeTheClientId() {
        refusedWhenClaims(claims -> claims.claim("azp", "another-tool"), "azp");
    }

    @Test
    void anExpiredTokenIsRefused() {
        refusedWhenClaims(claims -> claims.expirationTime(Date.from(Instant.now().minusSeconds(600))), "exp");
    }

    @Test
    void aTokenIssuedInTheFutureIsRefused() {
        refusedWhenClaims(claims -> claims.issueTime(Date.from(Instant.now().plusSeconds(3600)))
                .expirationTime(Date.from(Instant.now().plusSeconds(7200))), "iat");
    }

    @Test
    void theNonceMustBeTheLoginsOwn() {
        refusedWhenClaims(claims -> claims.claim("nonce", "another-nonce"), "nonce");
    }

    @Test
    void aTokenReplayedIntoAnotherLoginIsRefusedByItsNonce() {
        LtiBrowser.Form first = browser.authorise(platform.issuer());
        assertThat(browser.post(first.action(), first.fields()).statusCode()).isEqualTo(303);
        LtiBrowser other = new LtiBrowser(api.base());
        LtiBrowser.Form second = other.authorise(platform.issuer());
        assertRefused(other.post(second.action(), Map.of("id_token", first.fields().get("id_token"),
                "state", second.fields().get("state"))), "nonce", other);
    }

    @Test
    void aStateIsUsedOnce() {
        LtiBrowser.Form form = browser.authorise(platform.issuer());
        assertThat(browser.post(form.action(), form.fields()).statusCode()).isEqualTo(303);
        HttpResponse<String> again = browser.post(form.action(), form.fields());
        assertThat(again.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(again).get("rule").asString()).isEqualTo("state");
    }

    @Test
    void aStateTheToolNeverSentIsRefused() {
        assertRefused(browser.launch(platform.issuer(), fields -> Map.of("id_token", fields.get("id_token"), "state", "made-up")),
                "state");
    }

    @Test
    void theLaunchMustComeToTheBrowserThatBeganTheLogin() {
        LtiBrowser.Form form = browser.authorise(platform.issuer());
        LtiBrowser elsewhere = new LtiBrowser(api.base());
        assertRefused(elsewhere.post(form.action(), form.fields()), "browser", elsewhere);
    }

    @Test
    void theDeploymentMustBeRegistered() {
        refusedWhenClaims(claims -> claims.claim("https://purl.imsglobal.org/spec/lti/claim/deployment_id", "unknown-deployment"),
                "deployment_id");
    }

    @Test
    void theMessageTypeMustBeOneTheToolTakes() {
        refusedWhenClaims(claims -> claims.claim("https://purl.imsglobal.org/spec/lti/claim/message_type", "LtiSubmissionReviewRequest"),
                "message_type");
    }

    @Test
    void theVersionMustBe130() {
        refusedWhenClaims(claims -> claims.claim("https://purl.imsglobal.org/spec/lti/claim/version", "1.1"), "version");
    }

    @Test
    void aLaunchWithoutAUserIsRefused() {
        refusedWhenClaims(claims -> claims.subject(null), "sub");
    }

    @Test
    void aResourceLinkRequestNeedsItsResourceLink() {
        refusedWhenClaims(claims -> claims.claim("https://purl.imsglobal.org/spec/lti/claim/resource_link", null), "resource_link");
    }

    @Test
    void aRoleTheToolDoesNotKnowIsRefused() {
        platform.nextLaunch().roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor");
        assertRefused(browser.launch(platform.issuer()), "roles");
    }

    @Test
    void aLearnerCannotDeepLink() {
        platform.nextLaunch().messageType = "LtiDeepLinkingRequest";
        assertRefused(browser.launch(platform.issuer()), "roles");
    }

    @Test
    void anUnknownIssuersLoginIsRefused() {
        HttpResponse<String> login = browser.get("/lti/login?iss=https%3A%2F%2Funknown.example&login_hint=x&target_link_uri=x");
        assertThat(login.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(login).get("rule").asString()).isEqualTo("iss");
    }

    @Test
    void aBrowserIsShownAPageNamingTheRule() {
        platform.nextLaunch().tweak = claims -> claims.claim("https://purl.imsglobal.org/spec/lti/claim/version", "1.1");
        LtiBrowser.Form form = browser.authorise(platform.issuer());
        String body = form.fields().entrySet().stream().map(e -> e.getKey() + "=" + java.net.URLEncoder.encode(e.getValue(),
                java.nio.charset.StandardCharsets.UTF_8)).reduce((a, b) -> a + "&" + b).orElseThrow();
        HttpResponse<String> page = browser.send(HttpRequest.newBuilder(api.base().resolve("/lti/launch"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Accept", "text/html")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/html");
        assertThat(page.body()).contains("data-rule=\"version\"").contains("1.3.0");
    }

    private void refusedWhenClaims(Consumer<com.nimbusds.jwt.JWTClaimsSet.Builder> tweak, String rule) {
        platform.nextLaunch().tweak = tweak;
        assertRefused(browser.launch(platform.issuer()), rule);
    }

    private void assertRefused(HttpResponse<String> launched, String rule) {
        assertRefused(launched, rule, browser);
    }

    private static void assertRefused(HttpResponse<String> launched, String rule, LtiBrowser who) {
        assertThat(launched.statusCode()).as(launched.body()).isEqualTo(400);
        JsonNode problem = HttpApi.json(launched);
        assertThat(problem.get("rule").asString()).as(problem.toString()).isEqualTo(rule);
        assertThat(problem.get("detail").asString()).isNotBlank();
        assertThat(HttpApi.json(who.get("/api/me/session")).get("signedIn").asBoolean()).as("nobody is signed in").isFalse();
    }

    private static RSAKey otherKey() {
        try {
            return new RSAKeyGenerator(2048).keyID("not-published").generate();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }
}
