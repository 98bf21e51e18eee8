package dev.boundedloop.grader.intake;

import static dev.boundedloop.grader.ApiTestSupport.ALICE;
import static dev.boundedloop.grader.ApiTestSupport.ALICE_CALLER;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.boundedloop.grader.ApiTestSupport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.reports.SampleReports;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.submission.SubmissionRecords;
import dev.boundedloop.grader.submission.SubmissionView;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/** The learner API's HTTP contract: statuses, headers and problem details, with the services mocked. */
@WebMvcTest(controllers = {SubmissionController.class, AssignmentController.class})
@Import(ApiTestSupport.class)
@ServiceTest
class SubmissionApiTest {

    private static final UUID ID = UUID.fromString("00000000-0000-0000-0000-000000000042");
    private static final String BODY = "{\"assignment\":\"ch03-unit-a\",\"source\":\"class P {}\"}";

    @Autowired MockMvc mvc;
    @MockitoBean Tokens tokens;
    @MockitoBean SubmissionIntake intake;
    @MockitoBean SubmissionRecords records;

    @BeforeEach
    void tokens() {
        ApiTestSupport.knownTokens(tokens);
    }

    @Test
    void withoutATokenTheAnswerIs401WithAProblemDetail() throws Exception {
        mvc.perform(post("/api/submissions").contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isUnauthorized())
                .andExpect(header().string("WWW-Authenticate", "Bearer"))
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.detail", containsString("Authorization: Bearer")));
        verifyNoInteractions(intake);
    }

    @Test
    void anUnknownTokenIs401() throws Exception {
        mvc.perform(get("/api/assignments").header("Authorization", "Bearer forged"))
                .andExpect(status().isUnauthorized())
                .andExpect(jsonPath("$.detail", containsString("unknown or has been revoked")));
    }

    @Test
    void aStoredSubmissionIs202WithItsLocationAndStatus() throws Exception {
        when(intake.submit(ALICE_CALLER, "ch03-unit-a", "class P {}".getBytes(StandardCharsets.UTF_8), null, "k-1"))
                .thenReturn(new SubmissionIntake.Receipt(ID, SubmissionStatus.QUEUED));

        mvc.perform(post("/api/submissions").header("Authorization", ALICE).header("Idempotency-Key", "k-1")
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isAccepted())
                .andExpect(header().string("Location", "/api/submissions/" + ID))
                .andExpect(jsonPath("$.id").value(ID.toString()))
                .andExpect(jsonPath("$.status").value("QUEUED"));
    }

    @Test
    void waitingAnswers200WithTheReportOnceItIsFinal() throws Exception {
        when(intake.submit(any(), any(), any(), any(), any())).thenReturn(new SubmissionIntake.Receipt(ID, SubmissionStatus.QUEUED));
        when(records.awaitView(ID, ALICE_CALLER, Duration.ofSeconds(5))).thenReturn(Optional.of(new SubmissionView(ID,
                "ch03-unit-a", Instant.EPOCH, Instant.EPOCH, null, null, null, null, SampleReports.graded(3, "1").forLearner())));

        mvc.perform(post("/api/submissions?wait=5").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isOk())
                .andExpect(header().string("Location", "/api/submissions/" + ID))
                .andExpect(jsonPath("$.id").value(ID.toString()))
                .andExpect(jsonPath("$.status").value("GRADED"))
                .andExpect(jsonPath("$.score").value(3))
                .andExpect(jsonPath("$.cases[1].visibility").value("HIDDEN"))
                .andExpect(jsonPath("$.cases[1].input").doesNotExist())
                .andExpect(jsonPath("$.suite.version").value("1"));
    }

    @Test
    void waitingThatRunsOutAnswers202() throws Exception {
        when(intake.submit(any(), any(), any(), any(), any())).thenReturn(new SubmissionIntake.Receipt(ID, SubmissionStatus.QUEUED));
        when(records.awaitView(ID, ALICE_CALLER, Duration.ofSeconds(1))).thenReturn(Optional.of(
                new SubmissionView(ID, "ch03-unit-a", Instant.EPOCH, null, SubmissionStatus.RUNNING, null, null, null, null)));

        mvc.perform(post("/api/submissions?wait=1").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isAccepted())
                .andExpect(jsonPath("$.status").value("RUNNING"));
    }

    @Test
    void aWaitOverSixtySecondsIsRefusedBeforeAnythingIsStored() throws Exception {
        mvc.perform(post("/api/submissions?wait=61").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail", containsString("wait must be 0 to 60")));
        verifyNoInteractions(intake);
    }

    @Test
    void malformedJsonIs400AndSaysWhatASubmissionLooksLike() throws Exception {
        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"assignment\": "))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.title").value("Malformed request body"))
                .andExpect(jsonPath("$.detail", containsString("\"source\"")));
    }

    @Test
    void aMissingSourceIs400() throws Exception {
        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content("{\"assignment\":\"ch03-unit-a\"}"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail", containsString("'source' is required")));
        verifyNoInteractions(intake);
    }

    @Test
    void aWrongContentTypeIs415AndNamesTheAcceptedOnes() throws Exception {
        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.TEXT_PLAIN).content("class P {}"))
                .andExpect(status().isUnsupportedMediaType())
                .andExpect(jsonPath("$.detail", containsString("application/json")))
                .andExpect(jsonPath("$.detail", containsString("multipart/form-data")));
    }

    @Test
    void aBodyOverTheLimitIs413AndIsNotRead() throws Exception {
        String huge = "{\"assignment\":\"ch03-unit-a\",\"source\":\"" + "x".repeat(300 * 1024) + "\"}";

        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(huge))
                .andExpect(status().isPayloadTooLarge())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.detail", containsString("over 256 KiB")));
        verifyNoInteractions(intake);
    }

    @Test
    void problemsFromIntakeKeepTheirStatusAndDetail() throws Exception {
        when(intake.submit(any(), any(), any(), any(), any()))
                .thenThrow(GraderProblem.unprocessable("Unknown assignment 'nope'; known assignments: ch03-unit-a"));

        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isUnprocessableContent())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.detail", containsString("known assignments: ch03-unit-a")));
    }

    @Test
    void aFullQueueIs503WithRetryAfter() throws Exception {
        when(intake.submit(any(), any(), any(), any(), any())).thenThrow(new QueueFullException(1000, Duration.ofSeconds(5)));

        mvc.perform(post("/api/submissions").header("Authorization", ALICE)
                        .contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isServiceUnavailable())
                .andExpect(header().string("Retry-After", "5"))
                .andExpect(jsonPath("$.detail", containsString("nothing was stored")));
    }

    @Test
    void aFileUploadHandsTheRawBytesToIntake() throws Exception {
        byte[] latin1 = {'/', '/', ' ', (byte) 0xE9};
        when(intake.submit(eq(ALICE_CALLER), eq("ch03-unit-a"), eq(latin1), eq("why"), isNull()))
                .thenReturn(new SubmissionIntake.Receipt(ID, SubmissionStatus.INVALID));

        mvc.perform(multipart("/api/submissions").file(new MockMultipartFile("file", "Policy.java", "text/x-java", latin1))
                        .param("assignment", "ch03-unit-a").param("notes", "why").header("Authorization", ALICE))
                .andExpect(status().isAccepted())
                .andExpect(jsonPath("$.status").value("INVALID"));
    }

    @Test
    void someoneElsesSubmissionIs404() throws Exception {
        when(records.view(ID, ALICE_CALLER)).thenReturn(Optional.empty());

        mvc.perform(get("/api/submissions/" + ID).header("Authorization", ALICE))
                .andExpect(status().isNotFound())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON));
        verify(records, never()).detail(any());
    }

    @Test
    void assignmentsListTheirPointsAndTheStarterIsPlainText() throws Exception {
        mvc.perform(get("/api/assignments").header("Authorization", ALICE))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[0].id").value("ch03-unit-a"))
                .andExpect(jsonPath("$[0].maxScore").isNumber())
                .andExpect(jsonPath("$[0].hiddenCases").isNumber());
        mvc.perform(get("/api/assignments/ch03-unit-a/starter").header("Authorization", ALICE))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(MediaType.TEXT_PLAIN))
                .andExpect(content().string(containsString("AdmissionPolicy")));
    }

    @Test
    void anUnknownAssignmentsStarterIs404() throws Exception {
        mvc.perform(get("/api/assignments/ch99/starter").header("Authorization", ALICE))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.detail", containsString("known assignments: ch03-unit-a")));
    }
}
