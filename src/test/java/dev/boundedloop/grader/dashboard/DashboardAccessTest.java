package dev.boundedloop.grader.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The dashboard's files are open to anyone; the data behind them stays behind the instructor token. */
@DashboardService
@BrowserTest
@ServiceTest
class DashboardAccessTest {

    @LocalServerPort int port;
    HttpApi api;

    @BeforeEach
    void client() {
        api = new HttpApi(port);
    }

    @Test
    void theRootAndTheDashboardPathLeadToThePageWithoutAToken() {
        for (String path : new String[] {"/", "/dashboard"}) {
            HttpResponse<String> redirect = api.get(path, null);
            assertThat(redirect.statusCode()).as(path).isEqualTo(302);
            assertThat(redirect.headers().firstValue("Location").orElseThrow()).endsWith("/dashboard/");
        }
        HttpResponse<String> page = api.get("/dashboard/", null);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<script type=\"module\" src=\"/dashboard/main.js\">");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElseThrow()).contains("script-src 'self'");
        for (String file : new String[] {"main.js", "api.js", "transcripts.js", "dashboard.css", "favicon.svg"}) {
            assertThat(api.get("/dashboard/" + file, null).statusCode()).as(file).isEqualTo(200);
        }
    }

    @Test
    void theInstructorApiStillNeedsAnInstructorToken() {
        String learner = api.createLearner(DashboardService.INSTRUCTOR, "access-" + UUID.randomUUID().toString().substring(0, 8));

        assertThat(api.get("/api/instructor/submissions", null).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/instructor/submissions", "not-a-token").statusCode()).isEqualTo(401);
        assertThat(api.get("/api/instructor/submissions", learner).statusCode()).isEqualTo(403);
        assertThat(api.get("/api/assignments", null).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/instructor/submissions", DashboardService.INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    @Test
    void onlyTheDashboardIsOpenedNotOtherPathsBesideIt() {
        assertThat(api.get("/dashboard-data", null).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/dashboard/", null).statusCode()).isEqualTo(401);
    }
}
