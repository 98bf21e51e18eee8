package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.cli.ExitCodes;
import dev.boundedloop.grader.cli.GraderCli;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code instructor-token} issues a working instructor token on the database the service uses: into
 * an H2 file while the service is stopped, and into PostgreSQL while it runs, which accepts it at once.
 * The token is printed once and stored as its hash.
 */
@ServiceTest
@PostgresTest
class InstructorTokenCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private static final Pattern TOKEN = Pattern.compile("^  (gr_[A-Za-z0-9_-]{43})$", Pattern.MULTILINE);

    @TempDir Path dir;

    @Test
    void onAnH2FileAKillLeftBehindTheNextStartAcceptsTheToken() throws SQLException {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE;DB_CLOSE_ON_EXIT=FALSE";
        ServiceInstance.start(url).close();
        // As a kill can leave it: tokens stored whose ids the tokens' sequence had not reached, and the file not
        // closed cleanly.
        try (Connection db = DriverManager.getConnection(url, "sa", ""); Statement sql = db.createStatement()) {
            sql.execute("INSERT INTO api_tokens (id, token_hash, role, subject, created_at) SELECT x, 'kept-' || x,"
                    + " 'LEARNER', 'kept-' || x, CURRENT_TIMESTAMP FROM SYSTEM_RANGE(1, 5)"
                    + " WHERE x NOT IN (SELECT id FROM api_tokens)");
            sql.execute("ALTER SEQUENCE api_tokens_seq RESTART WITH 1");
            sql.execute("CHECKPOINT"); // this URL delays writes, and SHUTDOWN IMMEDIATELY would drop them
            try {
                sql.execute("SHUTDOWN IMMEDIATELY");
            } catch (SQLException closedUnderUs) {
                // SHUTDOWN IMMEDIATELY closes the connection while the statement still runs.
            }
        }

        assertThat(cli("instructor-token", "--name", "Not A Name", "--spring.datasource.url=" + url))
                .isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--name", "Not A Name");
        int exit = cli("instructor-token", "--name", "ops-rescue", "--spring.datasource.url=" + url);

        assertThat(exit).as(err.toString()).isZero();
        String token = printedToken();
        try (ServiceInstance restarted = ServiceInstance.start(url)) {
            assertThat(storedHashes(restarted)).contains(Sha256.hex(token)).doesNotContain(token);
            assertWorksAsInstructor(restarted.api(), token);
        }
    }

    @Test
    void anEmptyDatabaseIsRefusedWithWhatToDo() {
        String url = "jdbc:h2:mem:no-grader-here;DB_CLOSE_DELAY=-1";

        int exit = cli("instructor-token", "--spring.datasource.url=" + url);

        assertThat(exit).isEqualTo(ExitCodes.INTERNAL_ERROR);
        assertThat(err.toString()).contains("No token issued at " + url, "no grader tables", "start the service on it once");
        assertThat(out.toString()).doesNotContain("gr_");
    }

    @Test
    void onPostgresTheRunningServiceAcceptsTheTokenAtOnce() {
        String url = TestPostgres.newDatabase("instructor-token");
        try (ServiceInstance running = ServiceInstance.startOnPostgres(url)) {
            int exit = cli("instructor-token", "--name", "night-shift", "--spring.datasource.url=" + url,
                    "--spring.datasource.username=" + TestPostgres.USER,
                    "--spring.datasource.password=" + TestPostgres.PASSWORD);

            assertThat(exit).as(err.toString()).isZero();
            String token = printedToken();
            assertThat(storedHashes(running)).contains(Sha256.hex(token));
            assertWorksAsInstructor(running.api(), token);
        }
    }

    private int cli(String... args) {
        return ServiceMain.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private String printedToken() {
        Matcher token = TOKEN.matcher(out.toString());
        assertThat(token.find()).as(out.toString()).isTrue();
        String found = token.group(1);
        assertThat(token.find()).as("printed once").isFalse();
        return found;
    }

    private static java.util.List<String> storedHashes(ServiceInstance service) {
        return service.sql().sql("SELECT token_hash FROM api_tokens").query(String.class).list();
    }

    private void assertWorksAsInstructor(HttpApi api, String token) {
        var listed = api.get("/api/instructor/tokens", token);
        assertThat(listed.statusCode()).as(listed.body()).isEqualTo(200);
        JsonNode tokens = HttpApi.json(listed);
        assertThat(tokens.toString()).contains("instructor:");
        assertThat(out.toString()).contains("New instructor token for instructor:");
    }
}
