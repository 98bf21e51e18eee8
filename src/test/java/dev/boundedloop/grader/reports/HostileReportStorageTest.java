package dev.boundedloop.grader.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.grading.ReportBounds;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * What a legal but hostile source costs the service once graded: the bytes its report, cases and
 * transcripts add to the database, and the size of the instructor's detail and transcript answers.
 * Before reports were bounded, a loop returning a thousand long messages added 5.5 MB to the
 * database and made a 14.8 MB detail answer; now each stays within a few hundred KB.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:hostile-storage;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + HostileReportStorageTest.INSTRUCTOR})
@ServiceTest
class HostileReportStorageTest {

    static final String INSTRUCTOR = "hostile-storage-instructor-token";
    private static final Path CORPUS = Path.of("src/test/resources/sandbox/redteam-reports");
    /** What a stored submission may add to the database, its report, cases and transcripts together. */
    private static final long MOST_STORED_BYTES = 300 * 1024;
    /** An answer holds the bounded cases and transcripts, and the report's own fields beside them. */
    private static final long MOST_ANSWER_BYTES = ReportBounds.REPORT_BYTES + 32 * 1024;

    @LocalServerPort int port;
    @Autowired JdbcClient jdbc;

    @ParameterizedTest(name = "{0}/{1}")
    @CsvSource({
        "l01-agent-loop, ThousandLongMessages", "l01-agent-loop, TwoMillionCharStopReason",
        "l01-agent-loop, ObserverStormOfLongStopReasons", "l01-agent-loop, NonAsciiTranscript",
        "l01-agent-loop, EverythingAtOnce", "ch03-unit-b, NonAsciiToolNamesEveryStep"})
    void aHostileReportIsStoredAndAnsweredWithinAFewHundredKilobytes(String assignment, String name) throws IOException {
        HttpApi api = new HttpApi(port);
        String learner = api.createLearner(INSTRUCTOR, "hostile-" + UUID.randomUUID().toString().substring(0, 8));
        String source = Files.readString(CORPUS.resolve(assignment).resolve(name + ".java"));
        long storedBefore = storedBytes();

        String id = api.submit(learner, assignment, source);
        JsonNode report = api.finalReport(id, learner);

        assertThat(report.get("status").asString()).as(report.toString()).isEqualTo("GRADED");
        long stored = storedBytes() - storedBefore;
        String detail = api.get("/api/instructor/submissions/" + id, INSTRUCTOR).body();
        String transcripts = api.get("/api/instructor/submissions/" + id + "/transcripts", INSTRUCTOR).body();
        System.out.printf("%s/%s: %,d bytes stored, detail %,d bytes, transcripts %,d bytes%n", assignment, name,
                stored, utf8(detail), utf8(transcripts));
        assertThat(stored).as("bytes stored").isPositive().isLessThanOrEqualTo(MOST_STORED_BYTES);
        assertThat(utf8(detail)).as("the instructor's detail answer").isLessThanOrEqualTo(MOST_ANSWER_BYTES);
        assertThat(utf8(transcripts)).as("the instructor's transcripts answer").isLessThanOrEqualTo(MOST_ANSWER_BYTES);
        // Small because bounded, not because empty: the answers show where what was too long was cut.
        assertThat(detail + transcripts).containsAnyOf("…[truncated: ", "[details left out: ");
    }

    /** The bytes of every stored report, case set, transcript set and transcript body. */
    private long storedBytes() {
        return sum("SELECT COALESCE(SUM(OCTET_LENGTH(report_gz)), 0) + COALESCE(SUM(OCTET_LENGTH(report_json)), 0) FROM reports")
                + sum("SELECT COALESCE(SUM(OCTET_LENGTH(cases_gz)), 0) FROM case_sets")
                + sum("SELECT COALESCE(SUM(OCTET_LENGTH(entries_gz)), 0) FROM transcript_sets")
                + sum("SELECT COALESCE(SUM(OCTET_LENGTH(messages_gz)), 0) FROM transcript_bodies")
                + sum("SELECT COALESCE(SUM(OCTET_LENGTH(messages_json)), 0) FROM transcripts");
    }

    private long sum(String query) {
        return jdbc.sql(query).query(Long.class).single();
    }

    private static long utf8(String body) {
        return body.getBytes(StandardCharsets.UTF_8).length;
    }
}
