package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.AdmissionGraderApplication;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The hostile source graded through {@code --server} on the real service: the same terminal safety. */
@SpringBootTest(classes = AdmissionGraderApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.datasource.url=jdbc:h2:mem:terminal;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
            "grader.security.bootstrap-instructor-token=" + ServerTerminalSafetyTest.INSTRUCTOR})
@ProcessTest
@ServiceTest
class ServerTerminalSafetyTest {

    static final String INSTRUCTOR = "terminal-instructor-token";

    @LocalServerPort int port;
    @TempDir Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private String server;
    private String ciToken;

    @BeforeEach
    void ciToken() {
        HttpApi api = new HttpApi(port);
        server = api.base().toString();
        ciToken = HttpApi.json(api.postJson("/api/instructor/tokens", INSTRUCTOR, Map.of("role", "CI", "name", "terminal")))
                .get("token").asString();
    }

    private int cli(String... args) {
        return GraderCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void aReportFromTheServiceReachesTheTerminalEscapedAndItsFilesParse() throws Exception {
        int exit = cli(HostileTerminalOutput.gradeArguments(dir, "--server", server, "--token", ciToken));

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        HostileTerminalOutput.assertHostileSummaryIsCleanAndVisible(out.toString() + err.toString());
        GradingReport report = HostileTerminalOutput.assertReportFilesParse(dir);
        assertThat(report.score()).isPositive().isLessThan(report.maxScore());
    }

    @Test
    void theServicesRefusalReachesTheTerminalEscaped() {
        int exit = cli("grade", "--server", server, "--token", ciToken, "--assignment", "ch99\u001b[2J\rGRADED",
                HostileTerminalOutput.SOURCE.toString());

        assertThat(exit).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("The service answered").doesNotContain("\u001b", "\r");
    }
}
