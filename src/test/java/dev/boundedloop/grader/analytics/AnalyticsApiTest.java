package dev.boundedloop.grader.analytics;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.InstructorApiSlice;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/** The per-assignment numbers' HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {AssignmentAnalyticsController.class})
class AnalyticsApiTest extends InstructorApiSlice {

    @MockitoBean Analytics analytics;

    @Test
    void anUnknownAssignmentIs404WithTheKnownOnes() throws Exception {
        mvc.perform(get("/api/instructor/assignments/ch99/scores").header("Authorization", INSTRUCTOR))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.detail", containsString("known assignments: ch03-unit-a")));
        verifyNoInteractions(analytics);
    }

    @Test
    void theDistributionAddsUpItsLearners() throws Exception {
        when(analytics.finalScoreCounts("ch03-unit-a")).thenReturn(List.of(
                new ScoreDistribution.ScoreCount(0, 2), new ScoreDistribution.ScoreCount(109, 3)));

        mvc.perform(get("/api/instructor/assignments/ch03-unit-a/score-distribution").header("Authorization", INSTRUCTOR))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.learners").value(5))
                .andExpect(jsonPath("$.maxScore").value(109))
                .andExpect(jsonPath("$.scores[1].score").value(109));
    }
}
