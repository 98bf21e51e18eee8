package dev.boundedloop.grader.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.result.Row;
import org.h2.table.Table;
import org.h2.value.Value;
import org.h2.value.ValueUuid;
import org.h2.value.ValueVarchar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An index that disagrees with its table, as a SIGKILL mid-commit left one in the embedded database
 * (every start then failed on "Row not found in primary index"). The damage is made here through H2's
 * own index, since the kill's timing cannot be chosen; the next start must rebuild it from the rows.
 */
class H2RebuildTest {

    private static final String ROWS_BY_STATUS = "SELECT id FROM subs USE INDEX (subs_status) WHERE status = 'QUEUED' ORDER BY id";

    @TempDir
    Path dir;

    @Test
    void anIndexEntryWithoutItsRowAndARowItsIndexMissesAreRebuiltFromTheRowsAfterAnUncleanStop() throws Exception {
        H2TestFile db = new H2TestFile(dir);
        db.useThenKill((connection, sql) -> {
            createSubmissions(sql);
            SessionLocal session = (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
            Table table = session.getDatabase().getMainSchema().findTableOrView(session, "SUBS");
            Index byStatus = session.getDatabase().getMainSchema().findIndex(session, "SUBS_STATUS");
            Row orphan = table.createRow(new Value[] {ValueUuid.get("00000000-0000-0000-0000-0000000000ff"),
                    ValueVarchar.get("QUEUED"), ValueVarchar.get("never stored")}, 0);
            orphan.setKey(182);
            byStatus.add(session, orphan);
            byStatus.remove(session, table.getRow(session, 2));
            session.commit(false);
        });
        assertThat(H2LastStop.wasClean(db.file())).isFalse();
        db.useThenKill(";LOCK_TIMEOUT=100", (connection, sql) -> assertThatThrownBy(() -> ids(sql, ROWS_BY_STATUS))
                .as("the damage is there before the start").hasStackTraceContaining("Row \"182\" not found in primary index"));

        db.start();

        db.use((connection, sql) -> {
            assertThat(ids(sql, ROWS_BY_STATUS)).containsExactly(uuid(1), uuid(2), uuid(3));
            assertThat(ids(sql, "SELECT id FROM subs ORDER BY id")).containsExactly(uuid(1), uuid(2), uuid(3));
            assertThat(ids(sql, "SELECT CAST(nextval('subs_seq') AS VARCHAR)")).as("a sequence keeps its place")
                    .containsExactly("40");
            assertThatThrownBy(() -> sql.execute("INSERT INTO subs VALUES ('" + uuid(1) + "', 'QUEUED', 'again')"))
                    .as("the primary key holds after the rebuild").hasMessageContaining("primary key violation");
        });
        assertThat(dir.resolve("grader.before-rebuild.mv.db")).as("the damaged file, kept aside").exists();
        try (var left = Files.list(dir)) {
            assertThat(left.map(path -> path.getFileName().toString())).as("nothing of the rebuild left behind")
                    .noneMatch(name -> name.contains(".rebuil") && !name.startsWith("grader.before-rebuild."));
        }
    }

    @Test
    void aCleanlyClosedFileIsCompactedNotRebuilt() throws Exception {
        H2TestFile db = new H2TestFile(dir);
        db.use((connection, sql) -> createSubmissions(sql));
        assertThat(H2LastStop.wasClean(db.file())).isTrue();

        db.start();

        assertThat(dir.resolve("grader.before-rebuild.mv.db")).doesNotExist();
        assertThat(H2LastStop.wasClean(db.file())).as("compaction closes the file cleanly too").isTrue();
    }

    @Test
    void aFileWithoutAnH2HeaderIsNotTakenForACleanOne() throws Exception {
        Path file = new H2TestFile(dir).file();
        Files.writeString(file, "clean:1\n" + "x".repeat(9000));
        assertThat(H2LastStop.wasClean(file)).isFalse();
    }

    private static void createSubmissions(Statement sql) throws SQLException {
        sql.execute("CREATE TABLE subs (id UUID PRIMARY KEY, status VARCHAR(16) NOT NULL, notes VARCHAR(100))");
        sql.execute("CREATE INDEX subs_status ON subs (status)");
        sql.execute("CREATE SEQUENCE subs_seq START WITH 40");
        for (int i = 1; i <= 3; i++) {
            sql.execute("INSERT INTO subs VALUES ('" + uuid(i) + "', 'QUEUED', 'row " + i + "')");
        }
    }

    private static String uuid(int n) {
        return "00000000-0000-0000-0000-00000000000" + n;
    }

    private static List<String> ids(Statement sql, String query) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (ResultSet rows = sql.executeQuery(query)) {
            while (rows.next()) {
                ids.add(rows.getString(1));
            }
        }
        return ids;
    }

}
