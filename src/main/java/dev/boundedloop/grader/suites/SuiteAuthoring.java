package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteLoader;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.grading.SuiteCheck;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.problems.GraderProblem;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * Makes suite versions and chooses the active one. A version is checked as it is stored, exactly as
 * {@code suite-check} checks a folder: the files must read as a suite of the assignment they were
 * uploaded to, each declared run must match the reference's, the catalogue's correct policies must
 * score full marks and its wrong ones must lose points. Catalogue policies are graded by the same
 * sandboxed workers as learners' code. A version that fails is kept as REJECTED and can never be
 * activated.
 */
@Service
public class SuiteAuthoring {

    private static final Logger log = LoggerFactory.getLogger(SuiteAuthoring.class);
    public static final String UPLOAD = "UPLOAD";
    public static final String FOLDER = "FOLDER";
    public static final String BUILT_IN = "BUILT_IN";
    private static final Pattern ASSIGNMENT_ID = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");

    /** A stored version, and whether this call made it (false: the same files were stored before). */
    public record Stored(SuiteVersion version, boolean created) {}

    /**
     * @param gradedWithOtherSuites submissions whose current report came from another suite: what a
     *     regrade would grade again
     */
    public record Activation(String assignment, int activeVersion, Integer previousVersion, String suiteSha256,
            long gradedWithOtherSuites) {}

    private final SuiteVersionRows rows;
    private final SuiteStore store;
    private final SubmissionGrader grader;
    private final JdbcClient jdbc;
    private final Clock clock;

    SuiteAuthoring(SuiteVersionRows rows, SuiteStore store, SubmissionGrader grader, JdbcClient jdbc, Clock clock) {
        this.rows = rows;
        this.store = store;
        this.grader = grader;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public Stored store(String assignment, SuiteBundle bundle, String origin, String createdBy) {
        requireValidId(assignment);
        Optional<SuiteVersion> same = rows.byBundle(assignment, bundle.sha256());
        if (same.isPresent()) {
            return new Stored(same.get(), false);
        }
        boolean visibleOnly = BUILT_IN.equals(origin);
        Suite suite = null;
        SuiteCheckResult check;
        try {
            SuiteLoader loader = KindRegistry.suiteLoader();
            suite = visibleOnly ? loader.loadVisiblePart(bundle) : loader.load(bundle);
            check = suite.assignment().id().equals(assignment) ? check(assignment, suite, bundle, visibleOnly)
                    : SuiteCheckResult.unreadable("assignment.json: id is \"" + suite.assignment().id()
                            + "\", but the suite was uploaded to the assignment \"" + assignment + "\"");
        } catch (RuntimeException unreadable) {
            check = SuiteCheckResult.unreadable(String.valueOf(unreadable.getMessage()));
        }
        String title = suite != null ? suite.assignment().title() : assignment;
        rows.createAssignment(assignment, title, clock.instant());
        SuiteVersion version = rows.insert(assignment, bundle.sha256(), suite == null ? null : suite.sha256(), origin,
                visibleOnly, check, bundle.toZip(), createdBy, clock.instant());
        return new Stored(version, true);
    }

    private SuiteCheckResult check(String assignment, Suite suite, SuiteBundle bundle, boolean builtIn) {
        if (builtIn) {
            return SuiteCheckResult.builtIn(KindRegistry.KINDS.of(suite).declarationProblems(suite));
        }
        Optional<SuiteChecksMade.Key> key = grader.verdictIdentity()
                .map(identity -> new SuiteChecksMade.Key(assignment, bundle.sha256(), identity));
        Optional<SuiteCheckResult> passedBefore = key.flatMap(SuiteChecksMade::passed);
        if (passedBefore.isPresent()) {
            log.info("The suite of {} (sha256 {}) passed its check earlier in this process; not graded again",
                    assignment, bundle.sha256());
            return passedBefore.get();
        }
        SuiteCheckResult checked = checkByGrading(suite, bundle);
        key.ifPresent(k -> SuiteChecksMade.remember(k, checked));
        return checked;
    }

    private SuiteCheckResult checkByGrading(Suite suite, SuiteBundle bundle) {
        SuiteCheck.Result result = SuiteCheck.check(KindRegistry.KINDS, suite, bundle.catalogue(), grader);
        // A grader that failed says nothing about the suite; storing its verdict would reject the files for good.
        result.findings().stream().filter(f -> f.report().status() == SubmissionStatus.INTERNAL_ERROR).findFirst()
                .ifPresent(f -> {
                    throw new GraderProblem(GraderProblem.Kind.UNAVAILABLE, "Suite check unfinished", "The grader failed on "
                            + "the catalogue policy " + f.policy() + " (" + f.report().message()
                            + "), so the check is unfinished and nothing was stored; try again");
                });
        return SuiteCheckResult.of(result);
    }

    public Activation activate(String assignment, int version) {
        SuiteVersion chosen = version(assignment, version);
        if (!chosen.passed()) {
            throw GraderProblem.conflict("Version " + version + " of " + assignment
                    + " failed its suite check and cannot be activated: " + String.join("; ", chosen.check().problems()));
        }
        Integer previous = rows.assignment(assignment).orElseThrow().activeVersion();
        Suite suite = store.version(assignment, version);
        rows.activate(assignment, version, suite.assignment().title());
        return new Activation(assignment, version, previous, suite.sha256(), gradedWithOtherSuites(assignment,
                suite.sha256()));
    }

    public SuiteVersion version(String assignment, int version) {
        return rows.version(assignment, version).orElseThrow(() -> GraderProblem.notFound(
                "The assignment " + assignment + " has no suite version " + version));
    }

    public List<SuiteVersion> versions(String assignment) {
        requireKnown(assignment);
        return rows.versions(assignment);
    }

    public byte[] bundle(String assignment, int version) {
        return rows.bundle(assignment, version).orElseThrow(() -> GraderProblem.notFound(
                "The assignment " + assignment + " has no suite version " + version));
    }

    public List<AssignmentRecord> assignments() {
        return rows.assignments();
    }

    public AssignmentRecord retire(String assignment) {
        requireKnown(assignment);
        rows.retire(assignment, clock.instant());
        return rows.assignment(assignment).orElseThrow();
    }

    public AssignmentRecord reopen(String assignment) {
        requireKnown(assignment);
        rows.reopen(assignment);
        return rows.assignment(assignment).orElseThrow();
    }

    public AssignmentRecord requireKnown(String assignment) {
        return rows.assignment(assignment).orElseThrow(() -> GraderProblem.notFound("No assignment " + assignment
                + "; known: " + rows.assignments().stream().map(AssignmentRecord::id).toList()));
    }

    private long gradedWithOtherSuites(String assignment, String suiteSha256) {
        return jdbc.sql("""
                        SELECT COUNT(*) FROM submissions s JOIN reports r ON r.id = s.current_report_id
                        WHERE s.assignment = :assignment AND r.suite_sha256 <> :sha""")
                .param("assignment", assignment).param("sha", suiteSha256).query(Long.class).single();
    }

    private static void requireValidId(String assignment) {
        if (!ASSIGNMENT_ID.matcher(assignment).matches()) {
            throw GraderProblem.badRequest("An assignment id is 1 to 64 of a-z, 0-9, '.', '_' and '-', starting with a "
                    + "letter or digit; got \"" + assignment + "\"");
        }
    }
}
