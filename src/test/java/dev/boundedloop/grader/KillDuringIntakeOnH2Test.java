package dev.boundedloop.grader;

import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;

/**
 * On the shipped default database: no datasource property at all, so the service opens the default
 * H2 URL, whose {@code ./data} is the test's working directory.
 */
@ProcessTest
@ServiceTest
class KillDuringIntakeOnH2Test extends KillDuringIntakeContract {

    @Override
    protected List<String> databaseProperties() {
        return List.of();
    }

    @Override
    protected Connection connect() throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("data/grader") + ";AUTO_SERVER=FALSE", "sa", "");
    }
}
