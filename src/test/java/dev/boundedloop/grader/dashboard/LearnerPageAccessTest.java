package dev.boundedloop.grader.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The learner page's files are open to anyone, under the dashboard's CSP; the data behind them needs a token. */
@DashboardService
@BrowserTest
@ServiceTest
class LearnerPageAccessTest {

    @LocalServerPort int port;
    HttpApi api;

    @BeforeEach
    void client() {
        api = new HttpApi(port);
    }

    @Test
    void theLearnPathLeadsToThePageWithoutATokenUnderTheContentSecurityPolicy() {
        HttpResponse<String> redirect = api.get("/learn", null);
        assertThat(redirect.statusCode()).isEqualTo(302);
        assertThat(redirect.headers().firstValue("Location").orElseThrow()).endsWith("/learn/");
        HttpResponse<String> page = api.get("/learn/", null);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<script type=\"module\" src=\"/learn/main.js\">");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElseThrow())
                .isEqualTo(DashboardConfiguration.CONTENT_SECURITY_POLICY);
        for (String file : new String[] {"main.js", "api.js", "submission.js", "cases.js", "difference.js",
            "diagnostics.js", "learn.css"}) {
            HttpResponse<String> served = api.get("/learn/" + file, null);
            assertThat(served.statusCode()).as(file).isEqualTo(200);
            assertThat(served.headers().firstValue("Content-Security-Policy")).as(file).isPresent();
        }
    }

    @Test
    void theLearnersOwnDataStillNeedsAToken() {
        assertThat(api.get("/api/me/assignments", null).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/me/submissions", "not-a-token").statusCode()).isEqualTo(401);
        assertThat(api.get("/learn-data", null).statusCode()).isEqualTo(401);
    }
}
