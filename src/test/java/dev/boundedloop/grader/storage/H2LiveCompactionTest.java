package dev.boundedloop.grader.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@ProcessTest
class H2LiveCompactionTest {

    /** 200 rows of about 2 KB, under half a megabyte live: compacted the file peaked at 3.4 MB, as it is at 59 MB. */
    private static final long BOUND = 8_000_000;

    @TempDir
    Path dir;

    @Test
    void theFileStaysSmallWhileCommitsAreWrittenAndEveryCommitSurvivesAKill() throws Exception {
        long largest = grow(dir.resolve("compacted"), "compacted");

        assertThat(largest).isLessThan(BOUND);
        assertEveryRowHoldsItsLastUpdate(dir.resolve("compacted"));
    }

    @Test
    void withoutItTheSameCommitsGrowTheFileFarBeyond() throws Exception {
        long largest = grow(dir.resolve("as-is"), "as-is");

        assertThat(largest).isGreaterThan(4 * BOUND);
        assertEveryRowHoldsItsLastUpdate(dir.resolve("as-is"));
    }

    private static long grow(Path base, String mode) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process writer = new ProcessBuilder(List.of(java.toString(), "-ea", "-cp", System.getProperty("java.class.path"),
                H2CommitWriter.class.getName(), base.toString(), mode)).redirectErrorStream(true).start();
        String output = new String(writer.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(writer.waitFor(5, TimeUnit.MINUTES)).as(output).isTrue();
        assertThat(writer.exitValue()).as(output).isZero();
        return Long.parseLong(output);
    }

    private static void assertEveryRowHoldsItsLastUpdate(Path base) throws Exception {
        try (Connection connection = DriverManager.getConnection(H2CommitWriter.url(base), "sa", "");
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, body FROM bodies ORDER BY id")) {
            int count = 0;
            while (rows.next()) {
                int id = rows.getInt(1);
                int lastUpdate = H2CommitWriter.UPDATES - H2CommitWriter.ROWS + id;
                assertThat(rows.getString(2)).isEqualTo(H2CommitWriter.body(lastUpdate));
                count++;
            }
            assertThat(count).isEqualTo(H2CommitWriter.ROWS);
        }
    }
}
