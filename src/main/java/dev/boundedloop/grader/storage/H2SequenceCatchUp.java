package dev.boundedloop.grader.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves every sequence of an H2 database that lags behind the ids of its table past them. H2 writes a
 * sequence's position apart from the rows numbered from it, after handing out the number, so under
 * concurrent inserts a SIGKILL can keep rows whose ids the kept position had not reached: after the
 * restart the sequence hands out ids the table already holds and every insert fails as a duplicate key.
 * A sequence named {@code <table>_seq} numbers {@code <table>.id}; an identity column numbers itself.
 * A value V of a sequence stepping by N stands for the ids V - N + 1 to V (how Hibernate's pooled
 * optimizer and {@link SequenceIds} read it), so a sequence is moved to the table's largest id plus N.
 */
final class H2SequenceCatchUp {

    private H2SequenceCatchUp() {}

    /** Catches up every lagging sequence and identity column; returns what it moved, as sentences to log. */
    static List<String> catchUp(Connection connection) throws SQLException {
        List<String> moved = new ArrayList<>();
        try (Statement sql = connection.createStatement()) {
            for (Numbering numbering : numberings(sql)) {
                Long largest = largestId(sql, numbering.table());
                if (largest == null || numbering.next() >= largest + numbering.step()) {
                    continue;
                }
                long next = largest + numbering.step();
                sql.execute(numbering.restartAt(next));
                moved.add(numbering.name() + " would have handed out " + numbering.next() + " though " + numbering.table()
                        + " holds ids up to " + largest + "; it now goes on from " + next);
            }
        }
        return moved;
    }

    /** One thing that numbers a table's ids: a sequence named after the table, or an identity column. */
    private record Numbering(String name, String table, long next, long step, String restartWith) {

        String restartAt(long next) {
            return restartWith + next;
        }
    }

    private static List<Numbering> numberings(Statement sql) throws SQLException {
        List<Numbering> numberings = new ArrayList<>();
        try (ResultSet rows = sql.executeQuery("""
                SELECT s.SEQUENCE_NAME, t.TABLE_NAME, s.BASE_VALUE, s.INCREMENT
                FROM INFORMATION_SCHEMA.SEQUENCES s
                JOIN INFORMATION_SCHEMA.COLUMNS t ON t.TABLE_SCHEMA = s.SEQUENCE_SCHEMA
                     AND s.SEQUENCE_NAME = t.TABLE_NAME || '_SEQ' AND t.COLUMN_NAME = 'ID'
                     AND t.DATA_TYPE IN ('TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT')
                WHERE s.SEQUENCE_SCHEMA = SCHEMA() AND s.INCREMENT > 0""")) {
            while (rows.next()) {
                String sequence = rows.getString(1);
                numberings.add(new Numbering(sequence, rows.getString(2), rows.getLong(3), rows.getLong(4),
                        "ALTER SEQUENCE " + quoted(sequence) + " RESTART WITH "));
            }
        }
        try (ResultSet rows = sql.executeQuery("""
                SELECT TABLE_NAME, COLUMN_NAME, IDENTITY_BASE, IDENTITY_INCREMENT
                FROM INFORMATION_SCHEMA.COLUMNS
                WHERE TABLE_SCHEMA = SCHEMA() AND IS_IDENTITY = 'YES' AND IDENTITY_INCREMENT > 0""")) {
            while (rows.next()) {
                String table = rows.getString(1);
                String column = rows.getString(2);
                if (column.equals("ID")) {
                    numberings.add(new Numbering("the identity of " + table, table, rows.getLong(3), rows.getLong(4),
                            "ALTER TABLE " + quoted(table) + " ALTER COLUMN " + quoted(column) + " RESTART WITH "));
                }
            }
        }
        return numberings;
    }

    private static Long largestId(Statement sql, String table) throws SQLException {
        try (ResultSet row = sql.executeQuery("SELECT MAX(ID) FROM " + quoted(table))) {
            row.next();
            long largest = row.getLong(1);
            return row.wasNull() ? null : largest;
        }
    }

    private static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
