package dev.boundedloop.grader.storage;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Kills a JVM that writes to an H2 file from ten threads, again and again, and counts the restarts that
 * found damage: an index that disagrees with its table, or an insert refused as a duplicate key because a
 * sequence fell behind its rows. Between kills the file is readied as the service readies it
 * ({@link H2FileOnStart}), or, with {@code --raw}, only opened, which shows what H2 alone leaves.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.boundedloop.grader.storage.H2KillHarness -Dexec.args="target/h2-kills 50 [--raw]"
 * </pre>
 */
public final class H2KillHarness {

    private static final int WRITERS = 10;

    private H2KillHarness() {}

    public static void main(String[] args) throws Exception {
        if (args[0].equals("--writer")) {
            write(Path.of(args[1]));
            return;
        }
        Path dir = Files.createDirectories(Path.of(args[0]).toAbsolutePath());
        int kills = Integer.parseInt(args[1]);
        boolean raw = List.of(args).contains("--raw");
        Random random = new Random(7);
        List<String> damaged = new ArrayList<>();
        for (int kill = 1; kill <= kills; kill++) {
            if (!raw) {
                H2FileOnStart.ready(url(dir), "sa", "");
            }
            String found = check(dir);
            Path log = dir.resolve("writer.log");
            Process writer = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    classPath(), H2KillHarness.class.getName(), "--writer", dir.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            Thread.sleep(2_500 + random.nextInt(4_000));
            writer.destroyForcibly().waitFor();
            if (found == null) {
                found = Files.readAllLines(log).stream().filter(line -> line.contains("Exception")).findFirst().orElse(null);
            }
            System.out.printf("kill %d: %s%n", kill, found == null ? "no damage" : found);
            if (found != null) {
                damaged.add("kill " + kill + ": " + found);
            }
        }
        System.out.printf("%d of %d restarts found damage (%s)%n", damaged.size(), kills, raw ? "H2 alone" : "readied as the service does");
    }

    /** Under {@code exec:java} this class comes from a class loader of its own, not from the JVM's class path. */
    private static String classPath() throws Exception {
        if (H2KillHarness.class.getClassLoader() instanceof URLClassLoader loader) {
            List<String> entries = new ArrayList<>();
            for (URL url : loader.getURLs()) {
                entries.add(Path.of(url.toURI()).toString());
            }
            return String.join(File.pathSeparator, entries);
        }
        return System.getProperty("java.class.path");
    }

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE;DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0";
    }

    /** Null when every index of both tables counts what its table holds; else what disagreed. */
    private static String check(Path dir) {
        try (Connection connection = DriverManager.getConnection(url(dir) + ";LOCK_TIMEOUT=200", "sa", "");
                Statement sql = connection.createStatement()) {
            sql.execute("CREATE TABLE IF NOT EXISTS subs (id UUID PRIMARY KEY, status VARCHAR(16) NOT NULL, payload VARCHAR(8000))");
            sql.execute("CREATE INDEX IF NOT EXISTS subs_status ON subs (status)");
            sql.execute("CREATE SEQUENCE IF NOT EXISTS jobs_seq");
            sql.execute("CREATE TABLE IF NOT EXISTS jobs (id BIGINT PRIMARY KEY, sub_id UUID NOT NULL, state VARCHAR(16) NOT NULL)");
            sql.execute("CREATE INDEX IF NOT EXISTS jobs_sub ON jobs (sub_id, state)");
            long subs = count(sql, "SELECT COUNT(*) FROM subs");
            long byStatus = count(sql, "SELECT COUNT(payload) FROM subs USE INDEX (subs_status) WHERE status IN ('QUEUED', 'RUNNING', 'GRADED')");
            long jobs = count(sql, "SELECT COUNT(*) FROM jobs");
            long bySubmission = count(sql, "SELECT COUNT(state) FROM jobs USE INDEX (jobs_sub) WHERE sub_id IS NOT NULL");
            return subs == byStatus && jobs == bySubmission ? null
                    : "subs " + subs + " but " + byStatus + " by status; jobs " + jobs + " but " + bySubmission + " by submission";
        } catch (SQLException e) {
            return e.toString();
        }
    }

    private static long count(Statement sql, String query) throws SQLException {
        try (ResultSet row = sql.executeQuery(query)) {
            row.next();
            return row.getLong(1);
        }
    }

    /** Each writer: a submission and its job in one commit, then two status changes, each its own commit. */
    private static void write(Path dir) throws Exception {
        ExecutorService writers = Executors.newFixedThreadPool(WRITERS);
        for (int w = 0; w < WRITERS; w++) {
            writers.execute(() -> {
                try (Connection connection = DriverManager.getConnection(url(dir), "sa", "")) {
                    connection.setAutoCommit(false);
                    Random random = new Random();
                    while (true) {
                        String id = java.util.UUID.randomUUID().toString();
                        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO subs VALUES (?, 'QUEUED', ?)")) {
                            insert.setString(1, id);
                            insert.setString(2, "x".repeat(1 + random.nextInt(6000)));
                            insert.executeUpdate();
                        }
                        try (Statement sql = connection.createStatement()) {
                            sql.executeUpdate("INSERT INTO jobs VALUES (nextval('jobs_seq'), '" + id + "', 'QUEUED')");
                            connection.commit();
                            sql.executeUpdate("UPDATE jobs SET state = 'RUNNING' WHERE sub_id = '" + id + "'");
                            sql.executeUpdate("UPDATE subs SET status = 'RUNNING' WHERE id = '" + id + "'");
                            connection.commit();
                            sql.executeUpdate("UPDATE subs SET status = 'GRADED', payload = payload || ' graded' WHERE id = '" + id + "'");
                            sql.executeUpdate("UPDATE jobs SET state = 'DONE' WHERE sub_id = '" + id + "'");
                            connection.commit();
                        }
                    }
                } catch (SQLException e) {
                    e.printStackTrace();
                }
            });
        }
        writers.awaitTermination(1, TimeUnit.DAYS);
    }
}
