package dev.boundedloop.grader.submission;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.ApiTestSupport;
import dev.boundedloop.grader.audit.AuditStubs;
import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/** The instructor's submission listing's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {InstructorSubmissionController.class})
@Import(ApiTestSupport.class)
@ServiceTest
class InstructorSubmissionApiTest {

    @Autowired MockMvc mvc;
    @MockitoBean Tokens tokens;
    @MockitoBean SubmissionRecords records;
    @MockitoBean AuditTrail audit;

    @BeforeEach
    void tokens() {
        ApiTestSupport.knownTokens(tokens);
        AuditStubs.doWithoutRecording(audit);
    }

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
