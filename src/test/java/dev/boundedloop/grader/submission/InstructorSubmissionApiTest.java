package dev.boundedloop.grader.submission;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.InstructorApiSlice;
import org.junit.jupiter.api.Test;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/** The instructor's submission listing's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {InstructorSubmissionController.class})
class InstructorSubmissionApiTest extends InstructorApiSlice {

    @MockitoBean SubmissionRecords records;

    @Test
    void aPageSizeOverTheLimitIs400() throws Exception {
        mvc.perform(get("/api/instructor/submissions?size=1000").header("Authorization", INSTRUCTOR))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail", containsString("size 1 to 100")));
    }

    @Test
    void aPageWhoseFirstRowLiesPastAnyIntegerOffsetIs400() throws Exception {
        mvc.perform(get("/api/instructor/submissions?page=2147483647&size=100").header("Authorization", INSTRUCTOR))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail", containsString("page 2147483647 of size 100")));
    }

    @Test
    void anUnknownStatusFilterIs400NamingTheParameter() throws Exception {
        mvc.perform(get("/api/instructor/submissions?status=DONE").header("Authorization", INSTRUCTOR))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail", containsString("'status'")));
    }
}
