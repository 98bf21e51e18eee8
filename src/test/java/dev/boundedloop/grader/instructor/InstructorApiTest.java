package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.course.Standing;
import static dev.boundedloop.grader.ApiTestSupport.ALICE;
import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.ApiTestSupport;
import dev.boundedloop.grader.audit.AuditStubs;
import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.IssuedToken;
import dev.boundedloop.grader.security.LearnerProfile;
import dev.boundedloop.grader.security.Learners;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.submission.SubmissionRecords;
import dev.boundedloop.grader.problems.GraderProblem;
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

/** The instructor API's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {LearnerAdminController.class, AssignmentAnalyticsController.class,
        InstructorSubmissionController.class, ReviewController.class})
@Import(ApiTestSupport.class)
@ServiceTest
class InstructorApiTest {

    private static final UUID ID = UUID.fromString("00000000-0000-0000-0000-000000000007");

    @Autowired MockMvc mvc;
    @MockitoBean Tokens tokens;
    @MockitoBean Learners learners;
    @MockitoBean Analytics analytics;
    @MockitoBean SubmissionRecords records;
    @MockitoBean ReviewQueue reviews;
    @MockitoBean AuditTrail audit;

    @BeforeEach
    void tokens() {
        ApiTestSupport.knownTokens(tokens);
        AuditStubs.doWithoutRecording(audit);
    }

    @Test
    void aLearnerTokenIsForbiddenHere() throws Exception {
        mvc.perform(post("/api/instructor/learners").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"id\":\"mallory\"}"))
                .andExpect(status().isForbidden())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON));
        verifyNoInteractions(learners);
    }

    @Test
    void creatingALearnerAnswers201WithItsTokenOnce() throws Exception {
        when(learners.create("carol", LearnerProfile.NONE)).thenReturn(new IssuedToken("carol", Role.LEARNER, "gr_secret", 9));

        mvc.perform(post("/api/instructor/learners").header("Authorization", INSTRUCTOR)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"id\":\"carol\"}"))
                .andExpect(status().isCreated())
                .andExpect(header().string("Location", "/api/instructor/learners/carol"))
                .andExpect(jsonPath("$.id").value("carol"))
                .andExpect(jsonPath("$.token").value("gr_secret"));
    }

    @Test
    void anExistingLearnerIs409() throws Exception {
        when(learners.create("carol", LearnerProfile.NONE)).thenThrow(GraderProblem.conflict("Learner 'carol' already exists"));

        mvc.perform(post("/api/instructor/learners").header("Authorization", INSTRUCTOR)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"id\":\"carol\"}"))
                .andExpect(status().isConflict())
                .andExpect(jsonPath("$.detail", containsString("already exists")));
    }

    @Test
    void theGradebookIsCsvWithAHeaderAndARowPerLearner() throws Exception {
        when(analytics.scores("ch03-unit-a")).thenReturn(List.of(
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
