package dev.boundedloop.grader.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Rebuilds an H2 file database from its rows after an unclean stop. A SIGKILL while several threads
 * commit can leave an index disagreeing with its table (an entry for a row that is not there, so every
 * query through it fails, or a row the index misses, so queries through it skip the row), and nothing
 * in H2 repairs that in place. Writing every table's rows out as SQL ({@code SCRIPT}) reads them off the
 * tables alone; running that script into a new file ({@code RUNSCRIPT}) builds every index, constraint
 * and sequence afresh. The new file replaces the old one by a rename, after the old one was copied aside
 * as {@code <name>.before-rebuild.mv.db}, so a kill at any step leaves a whole database in place.
 */
final class H2Rebuild {

    private static final String SCRIPT = ".rebuild.sql.gz";
    private static final String REBUILT = ".rebuilt";
    private static final String BEFORE = ".before-rebuild";

    private H2Rebuild() {}

    /**
     * Writes the database open on {@code connection} out, closes it, and rebuilds {@code file} from what was
     * written. {@code url} is the database's own URL; the new file is made with the same settings.
     */
    static void rebuild(Connection connection, String url, String user, String password, Path file)
            throws SQLException, IOException {
        String path = file.toAbsolutePath().toString();
        String base = path.substring(0, path.length() - ".mv.db".length());
        Path script = Path.of(base + SCRIPT);
        Path rebuilt = Path.of(base + REBUILT + ".mv.db");
        Files.deleteIfExists(rebuilt);
        try (Statement sql = connection.createStatement()) {
            sql.execute("SCRIPT TO '" + quoted(script) + "' COMPRESSION GZIP");
            closeLeavingUnclean(sql);
        }
        int settings = url.indexOf(';');
        String rebuiltUrl = "jdbc:h2:file:" + base + REBUILT + (settings < 0 ? "" : url.substring(settings));
        try (Connection fresh = DriverManager.getConnection(rebuiltUrl, user, password);
                Statement sql = fresh.createStatement()) {
            sql.execute("RUNSCRIPT FROM '" + quoted(script) + "' COMPRESSION GZIP");
            sql.execute("SHUTDOWN COMPACT");
        }
        Files.copy(file, Path.of(base + BEFORE + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
        Files.move(rebuilt, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.delete(script);
    }

    /**
     * A clean close would mark the file clean, and a kill before the rename below would then leave the
     * damaged file looking whole; closed this way, the next start rebuilds it again. The checkpoint first
     * writes what a delayed write still holds, which {@code SHUTDOWN IMMEDIATELY} would drop.
     */
    static void closeLeavingUnclean(Statement sql) throws SQLException {
        sql.execute("CHECKPOINT");
        try {
            sql.execute("SHUTDOWN IMMEDIATELY");
        } catch (SQLException closedUnderUs) {
            // SHUTDOWN IMMEDIATELY closes the connection while the statement still runs.
        }
    }

    private static String quoted(Path path) {
        return path.toString().replace("'", "''");
    }
}
