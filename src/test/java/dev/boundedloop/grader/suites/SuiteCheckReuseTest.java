package dev.boundedloop.grader.suites;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A service started again in the same process, on a database of its own, takes a passed suite check
 * over instead of grading the catalogue again, but only for the same files under a grader that says
 * the same decides its reports; a failed check, and any check by a grader that cannot say, is made again.
 */
class SuiteCheckReuseTest {

    private static final String ASSIGNMENT = "ch03-unit-b";
    private static final SubmissionGrader IN_PROCESS = new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS));

    /** The assignment's suite with two catalogue policies: the reference and one known to be wrong. */
    private static final SuiteBundle SMALL = withCatalogue("// expect: loses-points");
    /** The same, but the wrong policy is declared correct: its check fails. */
    private static final SuiteBundle FAILING = withCatalogue("// expect: full");

    @Test
    void aPassedCheckIsTakenOverByTheNextStartUnderTheSameGrader() {
        CountingGrader grader = new CountingGrader(Optional.of("limits " + UUID.randomUUID()));

        SuiteVersion first = newDatabase(grader).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test").version();
        int gradedOnce = grader.graded.get();
        SuiteVersion second = newDatabase(grader).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test").version();

        assertThat(first.passed()).as("%s", first.check()).isTrue();
        assertThat(gradedOnce).as("both catalogue policies graded").isEqualTo(2);
        assertThat(grader.graded.get()).as("nothing graded for the second start").isEqualTo(2);
        assertThat(second.check()).isEqualTo(first.check());
    }

    @Test
    void anotherGraderIdentityOrOtherFilesAreCheckedAgain() {
        String limits = "limits " + UUID.randomUUID();
        CountingGrader grader = new CountingGrader(Optional.of(limits));
        CountingGrader otherLimits = new CountingGrader(Optional.of(limits + ", job timeout longer"));
        newDatabase(grader).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test");

        newDatabase(otherLimits).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test");
        Map<String, byte[]> edited = new TreeMap<>(SMALL.files());
        edited.put("catalogue/correct/Reference.java", (new String(edited.get("catalogue/correct/Reference.java"),
                StandardCharsets.UTF_8) + "\n// edited\n").getBytes(StandardCharsets.UTF_8));
        newDatabase(grader).store(ASSIGNMENT, SuiteBundle.of(edited), SuiteAuthoring.FOLDER, "test");

        assertThat(otherLimits.graded.get()).isEqualTo(2);
        assertThat(grader.graded.get()).as("the first check, then the edited files'").isEqualTo(4);
    }

    @Test
    void aFailedCheckAndAGraderThatCannotSayAreCheckedEveryTime() {
        CountingGrader grader = new CountingGrader(Optional.of("limits " + UUID.randomUUID()));
        CountingGrader unsaid = new CountingGrader(Optional.empty());

        SuiteVersion failed = newDatabase(grader).store(ASSIGNMENT, FAILING, SuiteAuthoring.FOLDER, "test").version();
        newDatabase(grader).store(ASSIGNMENT, FAILING, SuiteAuthoring.FOLDER, "test");
        newDatabase(unsaid).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test");
        newDatabase(unsaid).store(ASSIGNMENT, SMALL, SuiteAuthoring.FOLDER, "test");

        assertThat(failed.passed()).isFalse();
        assertThat(grader.graded.get()).isEqualTo(4);
        assertThat(unsaid.graded.get()).isEqualTo(4);
    }

    private static SuiteBundle withCatalogue(String wrongPolicysExpectation) {
        SuiteBundle whole = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(ASSIGNMENT));
        Map<String, byte[]> files = new TreeMap<>();
        whole.files().forEach((name, bytes) -> {
            if (!name.startsWith(SuiteBundle.CATALOGUE)) {
                files.put(name, bytes);
            }
        });
        files.put("catalogue/correct/Reference.java", whole.read("catalogue/correct/Reference.java"));
        String wrong = new String(whole.read("catalogue/wrong/OffByOneCallLimit.java"), StandardCharsets.UTF_8);
        files.put("catalogue/wrong/OffByOneCallLimit.java", (wrongPolicysExpectation
                + wrong.substring(wrong.indexOf('\n'))).getBytes(StandardCharsets.UTF_8));
        return SuiteBundle.of(files);
    }

    /** Suite authoring on an empty database of its own, as a newly started service has. */
    private static SuiteAuthoring newDatabase(SubmissionGrader grader) {
        JdbcDataSource db = new JdbcDataSource();
        db.setURL("jdbc:h2:mem:suite-check-reuse-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        Flyway.configure().dataSource(db).load().migrate();
        JdbcClient jdbc = JdbcClient.create(db);
        SuiteVersionRows rows = new SuiteVersionRows(jdbc);
        return new SuiteAuthoring(rows, new SuiteStore(rows), grader, jdbc, Clock.systemUTC());
    }

    private static final class CountingGrader implements SubmissionGrader {
        private final Optional<String> identity;
        private final AtomicInteger graded = new AtomicInteger();

        CountingGrader(Optional<String> identity) {
            this.identity = identity;
        }

        @Override
        public GradingReport grade(Suite suite, byte[] source) {
            graded.incrementAndGet();
            return IN_PROCESS.grade(suite, source);
        }

        @Override
        public Optional<String> verdictIdentity() {
            return identity;
        }
    }
}
