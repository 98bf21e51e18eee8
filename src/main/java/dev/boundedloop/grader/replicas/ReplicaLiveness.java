package dev.boundedloop.grader.replicas;

import dev.boundedloop.grader.storage.DatabaseKind;
import dev.boundedloop.grader.storage.SqlTime;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * On PostgreSQL, how a replica learns at once that another has died, and that new jobs are waiting.
 *
 * <p>Each grading replica holds a session advisory lock on a connection of its own for as long as its
 * process lives. The database drops the lock the moment that session ends, which a SIGKILL or a crash
 * causes at once, while a replica stalled in a long GC pause keeps it. A replica that can take
 * another's lock knows it is gone and expires the leases of its RUNNING jobs, so the next claim takes
 * them. Leases stay long enough for any pause; a death is noticed within one check.
 *
 * <p>Enqueues send a NOTIFY ({@link NewJobSignal}); the listener here wakes this replica's
 * dispatcher instead of leaving the job to its next poll. On H2 the database belongs to one process
 * and all of this is a no-op.
 */
@Component
public class ReplicaLiveness implements AutoCloseable {

    /** The first key of every lock taken here, keeping them apart from other users of advisory locks. */
    private static final int LOCK_CLASS = 0x47524452;
    private static final int LISTEN_WAIT_MILLIS = 1_000;
    /** How often to look for replicas that died: a cheap query while none did. */
    private static final long TAKEOVER_CHECK_MILLIS = 2_000;

    private static final Logger log = LoggerFactory.getLogger(ReplicaLiveness.class);

    private final DataSource dataSource;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final DatabaseKind database;
    private final Clock clock;
    private Connection lockHolder;
    private volatile boolean open;
    private String replica;

    ReplicaLiveness(DataSource dataSource, JdbcClient jdbc, TransactionTemplate transactions, DatabaseKind database,
            Clock clock) {
        this.dataSource = dataSource;
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.database = database;
        this.clock = clock;
    }

    /**
     * Takes this replica's lock, records it, and starts two daemon threads: one listens for new jobs,
     * one looks for dead replicas. Each calls {@code onWork} when there are jobs to claim.
     */
    public synchronized void register(String replicaName, Runnable onWork) {
        if (!database.postgres() || open) {
            return;
        }
        replica = replicaName;
        try {
            lockHolder = dataSource.getConnection();
            lockHolder.setAutoCommit(true);
            int key = takeAFreeKey();
            jdbc.sql("INSERT INTO replicas (name, lock_key, started_at) VALUES (:name, :key, :at)")
                    .param("name", replica).param("key", key).param("at", SqlTime.of(clock.instant())).update();
        } catch (SQLException e) {
            throw new IllegalStateException("could not take this replica's liveness lock", e);
        }
        open = true;
        daemon("grader-new-jobs-listener", () -> listen(onWork));
        daemon("grader-takeover-check", () -> checkForDeadReplicas(onWork));
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void checkForDeadReplicas(Runnable onWork) {
        while (open) {
            sleep(TAKEOVER_CHECK_MILLIS);
            try {
                if (takeOverDeadReplicas() > 0) {
                    onWork.run();
                }
            } catch (RuntimeException e) {
                log.warn("Looking for replicas that died failed; trying again", e);
            }
        }
    }

    private int takeAFreeKey() throws SQLException {
        SecureRandom random = new SecureRandom();
        List<Integer> taken = jdbc.sql("SELECT lock_key FROM replicas").query(Integer.class).list();
        while (true) {
            int key = random.nextInt();
            if (taken.contains(key)) {
                continue;
            }
            try (var statement = lockHolder.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
                statement.setInt(1, LOCK_CLASS);
                statement.setInt(2, key);
                try (var result = statement.executeQuery()) {
                    if (result.next() && result.getBoolean(1)) {
                        return key;
                    }
                }
            }
        }
    }

    /**
     * Expires the leases of every other replica whose lock is free, that is whose process is gone,
     * and forgets it. Returns how many jobs were handed back to the queue that way.
     */
    int takeOverDeadReplicas() {
        if (!open) {
            return 0;
        }
        record Other(String name, int key) {}
        List<Other> others = jdbc.sql("SELECT name, lock_key FROM replicas WHERE name <> :me").param("me", replica)
                .query((rs, row) -> new Other(rs.getString("name"), rs.getInt("lock_key"))).list();
        int handedBack = 0;
        for (Other other : others) {
            Integer jobs = transactions.execute(tx -> {
                boolean gone = jdbc.sql("SELECT pg_try_advisory_xact_lock(:class, :key)")
                        .param("class", LOCK_CLASS).param("key", other.key()).query(Boolean.class).single();
                if (!gone) {
                    return null;
                }
                Instant expired = clock.instant().minusMillis(1);
                int running = jdbc.sql("""
                                UPDATE grading_jobs SET lease_until = :expired
                                WHERE owner = :owner AND state = 'RUNNING' AND lease_until > :expired""")
                        .param("expired", SqlTime.of(expired)).param("owner", other.name()).update();
                jdbc.sql("DELETE FROM replicas WHERE name = :name").param("name", other.name()).update();
                return running;
            });
            if (jobs != null) {
                log.warn("Replica {} is gone (its database session ended); its {} running jobs are taken over",
                        other.name(), jobs);
                handedBack += jobs;
            }
        }
        return handedBack;
    }

    private void listen(Runnable onNewJobs) {
        while (open) {
            try (Connection connection = dataSource.getConnection()) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + NewJobSignal.CHANNEL);
                }
                PGConnection notifications = connection.unwrap(PGConnection.class);
                while (open) {
                    PGNotification[] received = notifications.getNotifications(LISTEN_WAIT_MILLIS);
                    if (received != null && received.length > 0) {
                        onNewJobs.run();
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (open) {
                    log.warn("Listening for new jobs failed; polling alone until it is back", e);
                    sleep(LISTEN_WAIT_MILLIS);
                }
            }
        }
    }

    /** Forgets this replica and releases its lock, on a clean shutdown. */
    @Override
    public synchronized void close() {
        if (!open) {
            return;
        }
        open = false;
        try {
            jdbc.sql("DELETE FROM replicas WHERE name = :name").param("name", replica).update();
        } catch (RuntimeException e) {
            log.warn("Could not remove replica {} from the replicas table", replica, e);
        }
        try (Connection connection = lockHolder) {
            // A pooled connection keeps its session, and with it the lock, unless told otherwise.
            try (Statement statement = connection.createStatement()) {
                statement.execute("SELECT pg_advisory_unlock_all()");
            }
        } catch (SQLException e) {
            log.debug("Releasing the liveness lock failed; closing its connection releases it", e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
