package dev.boundedloop.grader.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2FileOnStartTest {

    private static final int ROWS = 200;
    private static final int UPDATES = 3000;

    @TempDir
    Path dir;

    @Test
    void aFileGrownByCommitsWrittenAtOnceAndLeftByAKillShrinksAndKeepsEveryRow() throws Exception {
        growsThenShrinksKeepingEveryRow(true);
    }

    @Test
    void aFileGrownByCommitsWrittenAtOnceAndClosedCleanlyShrinksAndKeepsEveryRow() throws Exception {
        growsThenShrinksKeepingEveryRow(false);
    }

    private void growsThenShrinksKeepingEveryRow(boolean killed) throws Exception {
        // A plain close compacts for at most MAX_COMPACT_TIME (200 ms by default), enough for this small file
        // but not for the service's hundreds of megabytes; 0 stands for that, so only a full compaction shrinks it.
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE;WRITE_DELAY=0;MAX_COMPACT_TIME=0";
        try (Connection connection = DriverManager.getConnection(url, "sa", "");
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE bodies (id INT PRIMARY KEY, body VARCHAR(4000))");
            for (int i = 0; i < ROWS; i++) {
                statement.execute("INSERT INTO bodies VALUES (" + i + ", REPEAT('x', 2000))");
            }
            try (PreparedStatement update = connection.prepareStatement("UPDATE bodies SET body = ? WHERE id = ?")) {
                for (int n = 0; n < UPDATES; n++) {
                    update.setString(1, body(n));
                    update.setInt(2, n % ROWS);
                    update.executeUpdate();
                }
            }
            if (killed) {
                H2Rebuild.closeLeavingUnclean(statement);
            }
        }
        assertThat(H2LastStop.wasClean(dir.resolve("grader.mv.db"))).isEqualTo(!killed);
        long grown = Files.size(dir.resolve("grader.mv.db"));

        H2FileOnStart.ready(url, "sa", "");

        assertThat(Files.size(dir.resolve("grader.mv.db"))).isLessThan(grown / 4);
        try (Connection connection = DriverManager.getConnection(url, "sa", "");
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, body FROM bodies ORDER BY id")) {
            int count = 0;
            while (rows.next()) {
                int id = rows.getInt(1);
                assertThat(rows.getString(2)).isEqualTo(body(UPDATES - ROWS + id));
                count++;
            }
            assertThat(count).isEqualTo(ROWS);
        }
    }

    @Test
    void aDatabaseHeldOpenElsewhereIsLeftAsItIs() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("held") + ";AUTO_SERVER=FALSE";
        try (Connection held = DriverManager.getConnection(url, "sa", "");
                Statement statement = held.createStatement()) {
            statement.execute("CREATE TABLE kept (id INT PRIMARY KEY)");
            statement.execute("INSERT INTO kept VALUES (1)");

            H2FileOnStart.ready(url, "sa", "");

            try (ResultSet row = statement.executeQuery("SELECT COUNT(*) FROM kept")) {
                row.next();
                assertThat(row.getInt(1)).isEqualTo(1);
            }
        }
    }

    @Test
    void noFileYetMeansNothingToDo() {
        H2FileOnStart.ready("jdbc:h2:file:" + dir.resolve("absent"), "sa", "");
        assertThat(dir.resolve("absent.mv.db")).doesNotExist();
    }


    private static String body(int n) {
        return ("update " + n + " ").repeat(150);
    }
}
