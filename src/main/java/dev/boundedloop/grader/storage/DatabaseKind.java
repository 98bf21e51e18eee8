package dev.boundedloop.grader.storage;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.stereotype.Component;

/** Which database the service runs on, for the few things only PostgreSQL offers. */
@Component
public class DatabaseKind {

    private final boolean postgres;

    DatabaseKind(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            postgres = "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
        }
    }

    public boolean postgres() {
        return postgres;
    }
}
