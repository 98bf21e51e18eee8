package dev.boundedloop.grader.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2FileSizeGaugeTest {

    @TempDir
    Path dir;

    @Test
    void theGaugeFollowsTheFileAsItGrows() throws Exception {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        try (HikariDataSource pool = pool("jdbc:h2:file:" + dir.resolve("grader") + ";WRITE_DELAY=0")) {
            new H2FileSizeGauge(pool, registry);
            try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
                statement.execute("CREATE TABLE bodies (id INT PRIMARY KEY, body VARCHAR(4000))");
                double before = gauge(registry);
                for (int i = 0; i < 500; i++) {
                    statement.execute("INSERT INTO bodies VALUES (" + i + ", REPEAT('x" + i + "', 1000))");
                }
                double after = gauge(registry);

                assertThat(after).isGreaterThan(before)
                        .isEqualTo((double) Files.size(dir.resolve("grader.mv.db")));
            }
        }
    }

    @Test
    void aDatabaseWithoutAFileHasNoGauge() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        try (HikariDataSource pool = pool("jdbc:h2:mem:gauge;DB_CLOSE_DELAY=-1")) {
            new H2FileSizeGauge(pool, registry);
        }
        assertThat(registry.find(H2FileSizeGauge.METER).gauge()).isNull();
    }

    /** After a collection, so a gauge that holds the file only weakly would read NaN. */
    private static double gauge(SimpleMeterRegistry registry) {
        System.gc();
        return registry.get(H2FileSizeGauge.METER).gauge().value();
    }

    private static HikariDataSource pool(String url) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl(url);
        pool.setUsername("sa");
        pool.setPassword("");
        return pool;
    }
}
