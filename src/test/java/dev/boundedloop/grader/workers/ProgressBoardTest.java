package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.GradingStage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The supervisor reads, through its own mapping, what the worker posted through another. */
class ProgressBoardTest {

    @Test
    void whatTheWorkerPostsTheSupervisorReadsForThatJobOnly(@TempDir Path folder) throws Exception {
        ProgressBoard supervisor = ProgressBoard.create(folder.resolve("progress.board"));
        ProgressBoard worker = ProgressBoard.open(supervisor.file());
        assertThat(supervisor.read(7)).isNull();

        worker.post(7, GradingStage.RUN.ordinal(), 41);

        assertThat(supervisor.read(7)).isEqualTo(new ProgressBoard.Progress(GradingStage.RUN.ordinal(), 41));
        assertThat(supervisor.read(8)).as("a board about another job says nothing of this one").isNull();

        Files.delete(supervisor.file());
        assertThat(supervisor.read(7)).as("the mapping outlives the file's name, for a supervisor reading a dead worker's board")
                .isEqualTo(new ProgressBoard.Progress(GradingStage.RUN.ordinal(), 41));
    }
}
