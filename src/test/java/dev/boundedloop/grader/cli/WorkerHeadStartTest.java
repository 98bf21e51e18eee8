package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which words start a worker before they are parsed: only a one-shot grading in a worker of this machine's. */
class WorkerHeadStartTest {

    @Test
    void aGradeOnThisMachineStartsItsWorkerAhead() {
        assertThat(WorkerHeadStart.asksForAWorker(new String[] {"grade", "--assignment", "ch03-unit-a", "Policy.java"}))
                .isTrue();
        assertThat(WorkerHeadStart.asksForAWorker(new String[] {"grade", "--assignment=ch03-unit-a", "--json", "r.json",
                "--", "--server.java"})).as("after --, a file's name is no option").isTrue();
    }

    @Test
    void aGradeThatNeedsNoWorkerOfThisMachineOrNoneAtAllStartsNone() {
        for (String option : new String[] {"--server", "--server=http://localhost:8080", "--in-process", "--help", "-h",
                "--version", "-V"}) {
            assertThat(WorkerHeadStart.asksForAWorker(new String[] {"grade", "--assignment", "ch03-unit-a", option,
                    "Policy.java"})).as(option).isFalse();
        }
    }

    @Test
    void otherCommandsStartNone() {
        assertThat(WorkerHeadStart.asksForAWorker(new String[0])).isFalse();
        assertThat(WorkerHeadStart.asksForAWorker(new String[] {"benchmark", "--submissions", "10"})).isFalse();
        assertThat(WorkerHeadStart.asksForAWorker(new String[] {"suite-check", "grade"})).isFalse();
    }
}
