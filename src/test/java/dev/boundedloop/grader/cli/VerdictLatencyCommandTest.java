package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The verdict-latency benchmark follows real submissions on a real service, both ways, and prints both. */
@ServiceTest
class VerdictLatencyCommandTest extends CommandLineTest {

    private static ServiceInstance service;

    @BeforeAll
    static void startService() {
        service = SharedService.onH2();
    }

    @Test
    void itGradesASubmissionEachWayAndPrintsARowForEach() {
        int exit = cli("verdict-latency", "--server", service.api().base().toString(), "--token",
                ServiceInstance.INSTRUCTOR, "--submissions", "1");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("1 submissions each way").containsPattern("(?m)^poll every second +\\d")
                .containsPattern("(?m)^wait +\\d");
    }

    @Test
    void aTokenThatIsNoInstructorsIsNamedInTheError() {
        int exit = cli("verdict-latency", "--server", service.api().base().toString(), "--token", "not-a-token",
                "--submissions", "1");

        assertThat(exit).isNotZero();
        assertThat(err.toString()).contains("POST /api/instructor/learners answered 401");
    }
}
