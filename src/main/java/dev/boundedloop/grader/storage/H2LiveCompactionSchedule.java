package dev.boundedloop.grader.storage;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Runs {@link H2LiveCompaction} every second on an H2 file database, from its own thread, and stops it
 * before the database closes. Another database, or one whose store cannot be reached, is left alone.
 */
@Component
class H2LiveCompactionSchedule implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(H2LiveCompactionSchedule.class);

    /** How often the file is forced to disk; the retention time is a few of these. */
    static final long PERIOD_MILLIS = 1_000;

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "h2-live-compaction");
        thread.setDaemon(true);
        return thread;
    });
    private final DataSource dataSource;
    private H2LiveCompaction compaction;

    H2LiveCompactionSchedule(DataSource dataSource) {
        this.dataSource = dataSource;
        if (dataSource instanceof HikariDataSource pool && H2DatabaseFile.of(pool.getJdbcUrl()).isPresent()) {
            // A round that throws would end the schedule: it is logged and the next one tries again.
            ScheduledFuture<?> unused = timer.scheduleWithFixedDelay(this::roundLogged, PERIOD_MILLIS, PERIOD_MILLIS,
                    TimeUnit.MILLISECONDS);
        }
    }

    private void roundLogged() {
        try {
            if (compaction == null) {
                Optional<MVStore> store;
                try (Connection connection = dataSource.getConnection()) {
                    store = storeOf(connection);
                }
                if (store.isEmpty()) {
                    log.info("The H2 database has no file store to compact while running");
                    timer.shutdown();
                    return;
                }
                compaction = new H2LiveCompaction(store.get(), H2LiveCompaction.RETENTION_MILLIS);
            }
            compaction.round();
        } catch (SQLException | RuntimeException e) {
            log.warn("Could not compact the H2 database file this second; will try again", e);
        }
    }

    /** The store under an embedded H2 connection; nothing for a remote one or another database. */
    static Optional<MVStore> storeOf(Connection connection) throws SQLException {
        if (connection.isWrapperFor(JdbcConnection.class)
                && connection.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session
                && session.getDatabase().getStore() != null) {
            return Optional.ofNullable(session.getDatabase().getStore().getMvStore());
        }
        return Optional.empty();
    }

    @Override
    public void close() throws InterruptedException {
        timer.shutdown();
        if (timer.awaitTermination(10, TimeUnit.SECONDS) && compaction != null) {
            compaction.close();
        }
    }
}
