package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.jail.JailUnavailableException;
import dev.boundedloop.grader.jail.Protection;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every worker proves its jail as it starts, by what it sees from inside. A file the jail shows by
 * mistake stands here for a jail that leaks: a file on the workers' own class path, told to the
 * pool as one of the service's secrets.
 */
@ProcessTest
class WorkerJailProofTest {

    private static final Duration PROOF = Duration.ofSeconds(60);
    /** Visible in the jail, since the jail shows the class path: it plays a leaked secret. */
    private static final Path ON_THE_CLASS_PATH = JvmCommand.classPath().stream().filter(Files::isDirectory)
            .map(folder -> folder.resolve("grader-cases/assignments.json")).filter(Files::exists).findFirst()
            .orElseThrow();

    @BeforeEach
    void needsTheJail() {
        JailOnThisMachine.requireOrSkip();
    }

    @Test
    void aWorkerThatSeesNoSecretProvesItsJail(@TempDir Path service) throws Exception {
        Path database = Files.writeString(service.resolve("grader.mv.db"), "every grade");
        try (WorkerPool pool = pool(JailMode.REQUIRED, database)) {
            Protection proven = pool.awaitProof(PROOF);

            assertThat(proven.jailed()).isTrue();
            assertThat(proven.shortfall()).isNull();
            assertThat(proven.summary()).startsWith("workers jailed by the operating system");
            Suite suite = TestSuites.whole("ch03-unit-a");
            GradingReport report = pool.grade(suite, Files.readAllBytes(TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java")));
            assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(report.score()).isEqualTo(report.maxScore());
        }
    }

    @Test
    void whereTheJailIsRequiredAWorkerThatSeesASecretIsRefusedAndTheProofSaysWhatItSaw() throws Exception {
        try (WorkerPool pool = pool(JailMode.REQUIRED, ON_THE_CLASS_PATH)) {
            assertThatThrownBy(() -> pool.awaitProof(PROOF)).isInstanceOf(JailUnavailableException.class)
                    .hasMessageContaining("failed its jail proof").hasMessageContaining("it can see")
                    .hasMessageContaining(ON_THE_CLASS_PATH.toAbsolutePath().toString());
            assertThat(pool.idleWorkers()).as("a worker that failed its proof is never used").isZero();
        }
    }

    @Test
    void inAutoModeAFailedProofIsSaidWhereverTheProtectionIs() throws Exception {
        try (WorkerPool pool = pool(JailMode.AUTO, ON_THE_CLASS_PATH)) {
            Protection protection = pool.awaitProof(PROOF);

            assertThat(protection.jailed()).isTrue();
            assertThat(protection.shortfall()).contains("it can see").contains(ON_THE_CLASS_PATH.toAbsolutePath().toString());
            assertThat(pool.protection().summary()).contains("; but a worker failed its jail proof");
        }
    }

    @Test
    void withTheJailOffTheProtectionSaysTheAllowlistIsTheOnlyWall() throws Exception {
        try (WorkerPool pool = pool(JailMode.OFF, ON_THE_CLASS_PATH)) {
            Protection protection = pool.awaitProof(PROOF);

            assertThat(protection.jailed()).isFalse();
            assertThat(protection.state()).isEqualTo("off");
            assertThat(protection.shortfall()).as("an unjailed worker may see files; its environment is still checked")
                    .isNull();
            assertThat(protection.summary()).contains("NOT jailed").contains("the bytecode allowlist is the only wall");
        }
    }

    /** On this JVM's class path of folders, where the leaked secret lies. */
    private static WorkerPool pool(JailMode mode, Path secret) {
        return new WorkerPool(WorkerPoolSettings.defaults().withSize(1).withClassPath(JvmCommand.classPath())
                .withJail(JailSettings.defaults().withMode(mode)).withSecretFiles(List.of(secret)));
    }
}
