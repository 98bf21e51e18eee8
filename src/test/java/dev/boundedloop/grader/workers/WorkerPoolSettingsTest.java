package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.jail.JailMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A pool's verdict identity changes with what can change a report, and only with that. */
class WorkerPoolSettingsTest {

    private static final WorkerPoolSettings SETTINGS = WorkerPoolSettings.defaults();

    @Test
    void theWatchdogTheMemoryAndTheJailChangeTheIdentity() {
        WorkerPoolSettings lessMemory = new WorkerPoolSettings(SETTINGS.size(), "128m", SETTINGS.maxMetaspace(),
                SETTINGS.jobTimeout(), SETTINGS.startTimeout(), SETTINGS.recycleAfterJobs(), SETTINGS.jail(),
                SETTINGS.secretFiles(), SETTINGS.warmUpRounds(), SETTINGS.compileCacheBytes(), SETTINGS.classPath(),
                SETTINGS.archiveAtOnce(), SETTINGS.warmUpWhenTold());
        JailMode otherMode = SETTINGS.jail().mode() == JailMode.OFF ? JailMode.REQUIRED : JailMode.OFF;

        assertThat(List.of(lessMemory, SETTINGS.withJobTimeout(Duration.ofSeconds(1)),
                SETTINGS.withJail(SETTINGS.jail().withMode(otherMode))))
                .allSatisfy(other -> assertThat(other.verdictIdentity()).isNotEqualTo(SETTINGS.verdictIdentity()));
    }

    @Test
    void howFastAPoolGradesLeavesTheIdentityAsItIs() {
        WorkerPoolSettings faster = SETTINGS.withSize(SETTINGS.size() + 3).withRecycleAfterJobs(7).withWarmUpRounds(0)
                .withWarmUpWhenTold(true)
                .withCompileCacheBytes(0).withSecretFiles(List.of(Path.of("data", "grader.mv.db")))
                .withClassPath(List.of(Path.of("admission-grader-cli.jar")));

        assertThat(faster.verdictIdentity()).isEqualTo(SETTINGS.verdictIdentity());
    }
}
