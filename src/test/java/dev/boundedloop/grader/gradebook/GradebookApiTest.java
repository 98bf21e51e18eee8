package dev.boundedloop.grader.gradebook;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.InstructorApiSlice;
import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/** The gradebook download's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {GradebookController.class})
class GradebookApiTest extends InstructorApiSlice {

    private static final UUID ID = UUID.fromString("00000000-0000-0000-0000-000000000007");

    @MockitoBean FinalScores finalScores;
    @MockitoBean GradebookRoster roster;

    @Test
    void theGradebookIsCsvWithAHeaderAndARowPerLearner() throws Exception {
        when(finalScores.of("ch03-unit-a")).thenReturn(List.of(
                new Standing("alice", 2, 109, 100, "GRADED", Instant.parse("2026-01-01T00:00:00Z"), ID, ID, "GRADED",
                        Instant.parse("2026-01-01T00:00:00Z"), 100, 1, 10, null, 90),
                new Standing("carol", 0, null, null, null, null, null, null, null, null, null, 0, 0, null, null)));

        mvc.perform(get("/api/instructor/assignments/ch03-unit-a/gradebook.csv").header("Authorization", INSTRUCTOR))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith("text/csv"))
                .andExpect(header().string("Content-Disposition", containsString("ch03-unit-a-gradebook.csv")))
                .andExpect(content().string(startsWith(GradebookCsv.HEADER + "\r\n"
                        + "alice,,,,90,100,109,1,10,," + ID + ",2026-01-01T00:00:00Z,2,109,100,GRADED,,\r\n"
                        + "carol,,,,,,109,0,0,,,,0,,,,,\r\n")));
    }
}
