package dev.boundedloop.grader.storage;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.stereotype.Component;

/**
 * Publishes the size of an H2 database file as {@code grader.storage.h2.file} (bytes), so an operator
 * can alert on it. While the service runs, the file holds old chunks beside the live data (it shrinks
 * only when the service starts; {@link H2LiveCompaction} reuses their space in between), and a full
 * disk would stop every write.
 */
@Component
class H2FileSizeGauge {

    static final String METER = "grader.storage.h2.file";

    H2FileSizeGauge(DataSource dataSource, MeterRegistry registry) {
        file(dataSource).ifPresent(file -> Gauge.builder(METER, file, H2FileSizeGauge::sizeOrZero)
                .description("Size of the H2 database file; it shrinks to the live data when the service starts")
                .baseUnit("bytes")
                .strongReference(true) // nothing else holds the path; a weakly held one reads NaN after a GC
                .register(registry));
    }

    private static Optional<Path> file(DataSource dataSource) {
        if (dataSource instanceof HikariDataSource pool && pool.getJdbcUrl() != null) {
            return H2DatabaseFile.of(pool.getJdbcUrl());
        }
        return Optional.empty();
    }

    private static double sizeOrZero(Path file) {
        try {
            return Files.size(file);
        } catch (IOException gone) {
            return 0;
        }
    }
}
