package dev.boundedloop.grader.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;

/**
 * A child JVM for {@link H2LiveCompactionTest}: writes one row after another to an H2 file with every
 * commit written at once, with or without {@link H2LiveCompaction} between commits, prints the largest
 * size the file reached, and halts as a killed service would, without closing the database.
 */
public final class H2CommitWriter {

    static final int ROWS = 200;
    static final int UPDATES = 3000;
    static final int COMMITS_PER_ROUND = 50;

    private H2CommitWriter() {}

    /** Arguments: the database's path without its extension, then "compacted" or "as-is". */
    public static void main(String[] args) throws Exception {
        Path base = Path.of(args[0]);
        boolean compacted = args[1].equals("compacted");
        Path file = Path.of(base + ".mv.db");
        long largest = 0;
        try (Connection connection = DriverManager.getConnection(url(base), "sa", "");
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE bodies (id INT PRIMARY KEY, body VARCHAR(4000))");
            for (int i = 0; i < ROWS; i++) {
                statement.execute("INSERT INTO bodies VALUES (" + i + ", REPEAT('x', 2000))");
            }
            H2LiveCompaction compaction = compacted
                    ? new H2LiveCompaction(H2LiveCompactionSchedule.storeOf(connection).orElseThrow(), 0)
                    : null;
            try (PreparedStatement update = connection.prepareStatement("UPDATE bodies SET body = ? WHERE id = ?")) {
                for (int n = 0; n < UPDATES; n++) {
                    update.setString(1, body(n));
                    update.setInt(2, n % ROWS);
                    update.executeUpdate();
                    if (compaction != null && n % COMMITS_PER_ROUND == 0) {
                        compaction.round();
                    }
                    largest = Math.max(largest, Files.size(file));
                }
            }
            System.out.println(largest);
            System.out.flush();
            Runtime.getRuntime().halt(0);
        }
    }

    static String url(Path base) {
        return "jdbc:h2:file:" + base + ";AUTO_SERVER=FALSE;WRITE_DELAY=0";
    }

    static String body(int n) {
        return ("update " + n + " ").repeat(150);
    }
}
