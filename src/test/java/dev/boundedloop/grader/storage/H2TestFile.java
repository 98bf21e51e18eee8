package dev.boundedloop.grader.storage;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/** An embedded H2 file in a test's own folder, written and read one connection at a time. */
record H2TestFile(Path folder) {

    /** What a test does through one connection and its statement. */
    interface Work {
        void on(Connection connection, Statement sql) throws Exception;
    }

    String url() {
        return "jdbc:h2:file:" + folder.resolve("grader") + ";AUTO_SERVER=FALSE;DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0";
    }

    Path file() {
        return folder.resolve("grader.mv.db");
    }

    /** Does the work and closes the file as a clean stop does. */
    void use(Work work) throws Exception {
        use("", work, false);
    }

    /** Does the work and leaves the file as a SIGKILL would: its last stop unclean. */
    void useThenKill(Work work) throws Exception {
        use("", work, true);
    }

    /** As {@link #useThenKill(Work)}, with settings added to the connection's URL. */
    void useThenKill(String settings, Work work) throws Exception {
        use(settings, work, true);
    }

    /** Readies the file as the service does before it opens it. */
    void start() {
        H2FileOnStart.ready(url(), "sa", "");
    }

    private void use(String settings, Work work, boolean kill) throws Exception {
        try (Connection connection = DriverManager.getConnection(url() + settings, "sa", "");
                Statement sql = connection.createStatement()) {
            work.on(connection, sql);
            if (kill) {
                H2Rebuild.closeLeavingUnclean(sql);
            }
        }
    }
}
