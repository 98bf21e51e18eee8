package dev.boundedloop.grader;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;

/** On PostgreSQL with the service's {@code postgres} profile, as production runs it. */
@PostgresTest
@ProcessTest
@ServiceTest
class KillDuringIntakeOnPostgresTest extends KillDuringIntakeContract {

    private final String url = TestPostgres.newDatabase("killed");

    @Override
    protected List<String> databaseProperties() {
        return List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + url,
                "--spring.datasource.username=" + TestPostgres.USER, "--spring.datasource.password=" + TestPostgres.PASSWORD);
    }

    @Override
    protected Connection connect() throws SQLException {
        return DriverManager.getConnection(url, TestPostgres.USER, TestPostgres.PASSWORD);
    }
}
