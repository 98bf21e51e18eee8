package dev.boundedloop.grader;

import java.util.ArrayList;
import java.util.List;

/**
 * One whole service per database for every contract test of a test JVM that can share it: started on
 * first use and closed after the JVM's last test ({@link CloseSharedServices}). A test that shares it keeps
 * to its own learners and submissions, and puts back any assignment setting it changes, so that the
 * order the classes run in changes nothing. A test that changes what every learner meets (a suite
 * version, an assignment-wide regrade, a webhook that hears every submission) starts a service of
 * its own instead.
 */
public final class SharedService {

    private static ServiceInstance onH2;
    private static ServiceInstance onPostgres;
    private static final List<AutoCloseable> others = new ArrayList<>();

    private SharedService() {}

    public static synchronized ServiceInstance onH2() {
        if (onH2 == null) {
            onH2 = ServiceInstance.start("jdbc:h2:mem:shared;DB_CLOSE_DELAY=-1");
        }
        return onH2;
    }

    public static synchronized ServiceInstance onPostgres() {
        if (onPostgres == null) {
            onPostgres = ServiceInstance.startOnPostgres(TestPostgres.newDatabase("shared"));
        }
        return onPostgres;
    }

    /**
     * Has a shared service of another kind (one with settings of its own, shared by a group of classes)
     * closed with these, before the JVM's shutdown hooks stop the embedded PostgreSQL.
     */
    public static synchronized void closeWithTheOthers(AutoCloseable service) {
        others.add(service);
    }

    /**
     * Closes both services, if started, and those given to {@link #closeWithTheOthers}; a later call of
     * {@link #onH2} or {@link #onPostgres} starts a new one.
     */
    public static synchronized void closeAll() {
        for (AutoCloseable other : others) {
            try {
                other.close();
            } catch (Exception e) {
                throw new IllegalStateException("closing a shared service", e);
            }
        }
        others.clear();
        if (onH2 != null) {
            onH2.close();
            onH2 = null;
        }
        if (onPostgres != null) {
            onPostgres.close();
            onPostgres = null;
        }
    }
}
