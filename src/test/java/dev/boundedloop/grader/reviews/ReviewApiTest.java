package dev.boundedloop.grader.reviews;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.ApiTestSupport;
import dev.boundedloop.grader.audit.AuditStubs;
import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/** The review API's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {ReviewController.class})
@Import(ApiTestSupport.class)
@ServiceTest
class ReviewApiTest {

    private static final UUID ID = UUID.fromString("00000000-0000-0000-0000-000000000007");

    @Autowired MockMvc mvc;
    @MockitoBean Tokens tokens;
    @MockitoBean ReviewQueue reviews;
    @MockitoBean AuditTrail audit;

    @BeforeEach
    void tokens() {
        ApiTestSupport.knownTokens(tokens);
        AuditStubs.doWithoutRecording(audit);
    }

    @Test
    void markingNotesReviewedRecordsWhoDidIt() throws Exception {
        when(reviews.markReviewed(ID, "instructor:bootstrap", "well argued")).thenReturn(new ReviewItem(ID, "ch03-unit-a",
                "alice", "notes", Review.REVIEWED, Instant.EPOCH, "instructor:bootstrap", "well argued", Instant.EPOCH,
                List.of(new ReviewComment("instructor:bootstrap", Instant.EPOCH, "well argued"))));

        mvc.perform(put("/api/instructor/reviews/" + ID).header("Authorization", INSTRUCTOR)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"comment\":\"well argued\"}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.state").value("REVIEWED"))
                .andExpect(jsonPath("$.reviewer").value("instructor:bootstrap"));
    }
}
