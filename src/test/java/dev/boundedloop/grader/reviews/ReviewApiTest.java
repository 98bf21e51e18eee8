package dev.boundedloop.grader.reviews;

import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.InstructorApiSlice;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/** The review API's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {ReviewController.class})
class ReviewApiTest extends InstructorApiSlice {

    private static final UUID ID = UUID.fromString("00000000-0000-0000-0000-000000000007");

    @MockitoBean ReviewQueue reviews;

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
