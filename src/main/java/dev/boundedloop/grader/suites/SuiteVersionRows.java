package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** The assignments and suite_versions tables. Versions are written once and never changed. */
@Repository
class SuiteVersionRows {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String VERSION_COLUMNS = """
            v.assignment, v.version, v.bundle_sha256, v.suite_sha256, v.origin, v.visible_only, v.state, v.check_json,
            v.created_by, v.created_at, a.active_version""";

    private final JdbcClient jdbc;

    SuiteVersionRows(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    List<AssignmentRecord> assignments() {
        return jdbc.sql("SELECT id, title, active_version, created_at, retired_at FROM assignments ORDER BY id")
                .query(SuiteVersionRows::assignment).list();
    }

    Optional<AssignmentRecord> assignment(String id) {
        return jdbc.sql("SELECT id, title, active_version, created_at, retired_at FROM assignments WHERE id = :id")
                .param("id", id).query(SuiteVersionRows::assignment).optional();
    }

    /** Creates the assignment unless it exists; replicas that start together may both try. */
    void createAssignment(String id, String title, Instant at) {
        if (assignment(id).isPresent()) {
            return;
        }
        try {
            jdbc.sql("INSERT INTO assignments (id, title, created_at) VALUES (:id, :title, :at)")
                    .param("id", id).param("title", title).param("at", SqlTime.of(at)).update();
        } catch (DuplicateKeyException alreadyThere) {
            // another replica created it first
        }
    }

    Optional<SuiteVersion> byBundle(String assignment, String bundleSha256) {
        return jdbc.sql("SELECT " + VERSION_COLUMNS + """
                         FROM suite_versions v JOIN assignments a ON a.id = v.assignment
                        WHERE v.assignment = :assignment AND v.bundle_sha256 = :sha""")
                .param("assignment", assignment).param("sha", bundleSha256)
                .query(SuiteVersionRows::version).optional();
    }

    Optional<SuiteVersion> version(String assignment, int version) {
        return jdbc.sql("SELECT " + VERSION_COLUMNS + """
                         FROM suite_versions v JOIN assignments a ON a.id = v.assignment
                        WHERE v.assignment = :assignment AND v.version = :version""")
                .param("assignment", assignment).param("version", version)
                .query(SuiteVersionRows::version).optional();
    }

    List<SuiteVersion> versions(String assignment) {
        return jdbc.sql("SELECT " + VERSION_COLUMNS + """
                         FROM suite_versions v JOIN assignments a ON a.id = v.assignment
                        WHERE v.assignment = :assignment ORDER BY v.version""")
                .param("assignment", assignment).query(SuiteVersionRows::version).list();
    }

    Optional<byte[]> bundle(String assignment, int version) {
        return jdbc.sql("SELECT bundle FROM suite_versions WHERE assignment = :assignment AND version = :version")
                .param("assignment", assignment).param("version", version).query(byte[].class).optional();
    }

    /**
     * Stores a new version under the next number. A version of the same files made meanwhile (by a
     * replica importing the same folder) wins, and is returned instead.
     */
    SuiteVersion insert(String assignment, String bundleSha256, String suiteSha256, String origin, boolean visibleOnly,
            SuiteCheckResult check, byte[] bundle, String createdBy, Instant at) {
        for (int tries = 0; ; tries++) {
            Optional<SuiteVersion> same = byBundle(assignment, bundleSha256);
            if (same.isPresent()) {
                return same.get();
            }
            int next = jdbc.sql("SELECT COALESCE(MAX(version), 0) + 1 FROM suite_versions WHERE assignment = :assignment")
                    .param("assignment", assignment).query(Integer.class).single();
            try {
                jdbc.sql("""
                                INSERT INTO suite_versions (assignment, version, bundle_sha256, suite_sha256, origin,
                                    visible_only, state, check_json, bundle, created_by, created_at)
                                VALUES (:assignment, :version, :bundleSha, :suiteSha, :origin, :visibleOnly, :state,
                                    :check, :bundle, :createdBy, :at)""")
                        .param("assignment", assignment).param("version", next).param("bundleSha", bundleSha256)
                        .param("suiteSha", suiteSha256).param("origin", origin).param("visibleOnly", visibleOnly)
                        .param("state", check.passed() ? SuiteVersion.PASSED : SuiteVersion.REJECTED)
                        .param("check", JSON.writeValueAsString(check)).param("bundle", bundle)
                        .param("createdBy", createdBy).param("at", SqlTime.of(at))
                        .update();
                return version(assignment, next).orElseThrow();
            } catch (DuplicateKeyException raced) {
                if (tries == 5) {
                    throw raced;
                }
            }
        }
    }

    void activate(String assignment, int version, String title) {
        jdbc.sql("UPDATE assignments SET active_version = :version, title = :title WHERE id = :id")
                .param("version", version).param("title", title).param("id", assignment).update();
    }

    void retire(String assignment, Instant at) {
        jdbc.sql("UPDATE assignments SET retired_at = :at WHERE id = :id AND retired_at IS NULL")
                .param("at", SqlTime.of(at)).param("id", assignment).update();
    }

    void reopen(String assignment) {
        jdbc.sql("UPDATE assignments SET retired_at = NULL WHERE id = :id").param("id", assignment).update();
    }

    private static AssignmentRecord assignment(ResultSet rs, int row) throws SQLException {
        int active = rs.getInt("active_version");
        Integer activeVersion = rs.wasNull() ? null : active;
        return new AssignmentRecord(rs.getString("id"), rs.getString("title"), activeVersion,
                SqlTime.read(rs, "created_at"), SqlTime.read(rs, "retired_at"));
    }

    private static SuiteVersion version(ResultSet rs, int row) throws SQLException {
        int number = rs.getInt("version");
        int active = rs.getInt("active_version");
        boolean isActive = !rs.wasNull() && active == number;
        return new SuiteVersion(rs.getString("assignment"), number, rs.getString("bundle_sha256"),
                rs.getString("suite_sha256"), rs.getString("origin"), rs.getBoolean("visible_only"),
                rs.getString("state"), isActive, rs.getString("created_by"), SqlTime.read(rs, "created_at"),
                JSON.readValue(rs.getString("check_json"), SuiteCheckResult.class));
    }

}
