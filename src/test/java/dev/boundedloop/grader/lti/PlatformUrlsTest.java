package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Which platform URLs are accepted: checked from the text alone, no name is looked up and no socket opened. */
class PlatformUrlsTest {

    @Test
    void httpsIsAccepted() {
        assertThat(PlatformUrls.check("https://canvas.example.edu/api/lti/jwks", "jwksUrl", false).getHost())
                .isEqualTo("canvas.example.edu");
    }

    @Test
    void plainHttpIsRefusedOffLoopbackEvenWhenLoopbackIsAllowed() {
        assertThatThrownBy(() -> PlatformUrls.check("http://moodle.example.edu/jwks", "jwksUrl", true))
                .isInstanceOf(LtiRefusal.class).hasMessageContaining("must use https");
    }

    @Test
    void loopbackNeedsTheOperatorsSetting() {
        for (String url : new String[] {"http://127.0.0.1:8080/x", "https://localhost/x", "http://[::1]:9/x", "http://127.8.9.10/x"}) {
            assertThatThrownBy(() -> PlatformUrls.check(url, "issuer", false)).as(url)
                    .isInstanceOf(LtiRefusal.class).hasMessageContaining("grader.lti.allow-loopback-platforms");
            assertThat(PlatformUrls.check(url, "issuer", true)).as(url).isNotNull();
        }
    }

    @Test
    void otherSchemesUserInfoAndFragmentsAreRefused() {
        assertThatThrownBy(() -> PlatformUrls.check("ftp://example.edu/x", "tokenUrl", false)).hasMessageContaining("https");
        assertThatThrownBy(() -> PlatformUrls.check("https://user@example.edu/x", "tokenUrl", false)).hasMessageContaining("user name");
        assertThatThrownBy(() -> PlatformUrls.check("https://example.edu/x#f", "tokenUrl", false)).hasMessageContaining("fragment");
        assertThatThrownBy(() -> PlatformUrls.check(" ", "tokenUrl", false)).hasMessageContaining("missing");
        assertThatThrownBy(() -> PlatformUrls.check("not a url", "tokenUrl", false))
                .isInstanceOf(LtiRefusal.class);
    }
}
