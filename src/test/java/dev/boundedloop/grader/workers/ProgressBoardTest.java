package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.GradingStage;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The supervisor reads, through its own mapping, what the worker posted through another. */
class ProgressBoardTest {

    @Test
    void whatTheWorkerPostsTheSupervisorReadsForThatJobOnly() throws IOException {
        ProgressBoard supervisor = ProgressBoard.create();
        try {
            ProgressBoard worker = ProgressBoard.open(supervisor.file());
            assertThat(supervisor.read(7)).isNull();

            worker.post(7, GradingStage.RUN.ordinal(), 41);

            assertThat(supervisor.read(7)).isEqualTo(new ProgressBoard.Progress(GradingStage.RUN.ordinal(), 41));
            assertThat(supervisor.read(8)).as("a board about another job says nothing of this one").isNull();
        } finally {
            supervisor.delete();
        }
        assertThat(Files.exists(supervisor.file())).isFalse();
    }
}
