package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On a service whose operator did not allow loopback platforms (the default), a platform on loopback is
 * refused at registration, manual or dynamic, and nothing is fetched from it.
 */
@ServiceTest
class LtiLoopbackRefusedTest {

    private final HttpApi api = SharedService.onH2().api();

    @Test
    void aLoopbackPlatformIsRefusedNamingTheSetting() {
        HttpResponse<String> refused = api.postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR,
                Map.of("issuer", "http://127.0.0.1:9", "clientId", "c", "deploymentIds", List.of("d"),
                        "authorizationUrl", "http://127.0.0.1:9/auth", "tokenUrl", "http://127.0.0.1:9/token",
                        "jwksUrl", "http://127.0.0.1:9/jwks"));
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(refused).get("detail").asString()).contains("grader.lti.allow-loopback-platforms");
    }

    @Test
    void dynamicRegistrationFromLoopbackIsRefusedBeforeAnyCall() {
        HttpResponse<String> refused = api.get("/lti/register?openid_configuration=http%3A%2F%2Flocalhost%3A9%2Fconfig"
                + "&registration_token=t", null);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(HttpApi.json(refused).get("rule").asString()).isEqualTo("openid_configuration");
    }
}
