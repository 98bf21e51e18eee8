package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.problems.GraderProblem;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * The service's suites: each assignment is graded with its active version, read from the database.
 * Versions never change once stored, so each is read once per replica; which one is active is read
 * every time, so an activation on any replica takes effect on all of them at once.
 */
@Component
public class SuiteStore implements SuiteCatalog {

    private final SuiteVersionRows rows;
    private final Map<String, Suite> read = new ConcurrentHashMap<>();

    SuiteStore(SuiteVersionRows rows) {
        this.rows = rows;
    }

    /** The assignments open to submissions, which learners may see. */
    @Override
    public List<String> ids() {
        return rows.assignments().stream().filter(AssignmentRecord::open).map(AssignmentRecord::id).toList();
    }

    /** The active suite of any assignment that has one, retired ones included, since their reports stay. */
    @Override
    public Suite suite(String assignmentId) {
        AssignmentRecord assignment = rows.assignment(assignmentId)
                .filter(a -> a.activeVersion() != null)
                .orElseThrow(() -> new UnknownAssignmentException(assignmentId, ids()));
        return version(assignmentId, assignment.activeVersion());
    }

    @Override
    public Suite forNewSubmission(String assignmentId) {
        AssignmentRecord assignment = rows.assignment(assignmentId)
                .orElseThrow(() -> new UnknownAssignmentException(assignmentId, ids()));
        if (assignment.retiredAt() != null) {
            throw GraderProblem.conflict("The assignment " + assignmentId + " is retired and takes no new submissions");
        }
        if (assignment.activeVersion() == null) {
            throw new UnknownAssignmentException(assignmentId, ids());
        }
        return version(assignmentId, assignment.activeVersion());
    }

    @Override
    public Optional<Suite> gradedWith(String assignmentId, String suiteSha256) {
        return rows.versions(assignmentId).stream()
                .filter(v -> suiteSha256.equals(v.suiteSha256()))
                .max(Comparator.comparingInt(SuiteVersion::version))
                .map(v -> version(assignmentId, v.version()));
    }

    Suite version(String assignment, int version) {
        return read.computeIfAbsent(assignment + "#" + version, key -> {
            SuiteVersion stored = rows.version(assignment, version).orElseThrow();
            byte[] zip = rows.bundle(assignment, version).orElseThrow();
            return KindRegistry.suiteLoader().reread(SuiteBundle.fromZip(zip), stored.visibleOnly());
        });
    }
}
