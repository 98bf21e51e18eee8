package dev.boundedloop.grader.roster;

import static dev.boundedloop.grader.ApiTestSupport.ALICE;
import static dev.boundedloop.grader.ApiTestSupport.INSTRUCTOR;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.InstructorApiSlice;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.security.IssuedToken;
import dev.boundedloop.grader.security.Role;
import org.junit.jupiter.api.Test;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/** The learner administration API's HTTP contract, with the services mocked. */
@WebMvcTest(controllers = {LearnerAdminController.class})
class LearnerAdminApiTest extends InstructorApiSlice {

    @MockitoBean Learners learners;

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
}
