package dev.boundedloop.grader.learner;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The reference run beside a learner's failed loop case, over real HTTP with real workers: it is the
 * run a correct policy produces on that case, it is served only for cases the caller may read, and
 * only to the submission's owner or an instructor.
 */
@ServiceTest
class ReferenceRunTest extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }

    @Test
    void aFailedLoopCaseCanBeReadBesideTheRunACorrectPolicyMakes() {
        String learner = api.createLearner(INSTRUCTOR, unique("wrong"));
        // Stopping a call early shortens the run, so its transcript differs from the reference one.
        JsonNode wrong = graded(learner, "wrong/StopsOneCallEarly.java");
        JsonNode correct = graded(api.createLearner(INSTRUCTOR, unique("right")), "correct/Reference.java");
        String failedLoopCase = StreamSupport.stream(wrong.get("cases").spliterator(), false)
                .filter(c -> c.get("category").asString().equals("loop") && !c.get("outcome").asString().equals("PASS"))
                .map(c -> c.get("id").asString())
                .filter(id -> StreamSupport.stream(wrong.get("transcripts").spliterator(), false)
                        .anyMatch(t -> t.get("caseId").asString().equals(id)))
                .filter(id -> !transcriptOf(wrong, id).equals(transcriptOf(correct, id)))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no visible loop case ran differently from the reference: " + wrong));

        HttpResponse<String> answer = api.get(referencePath(wrong, failedLoopCase), learner);

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        JsonNode reference = json(answer);
        assertThat(reference.get("caseId").asString()).isEqualTo(failedLoopCase);
        assertThat(reference.get("messages")).isEqualTo(transcriptOf(correct, failedLoopCase));
        assertThat(reference.get("messages")).isNotEqualTo(transcriptOf(wrong, failedLoopCase));
        assertThat(api.get(referencePath(wrong, failedLoopCase), INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    @Test
    void onlyTheOwnerAndOnlyCasesTheyMayReadGetAReferenceRun() {
        String owner = api.createLearner(INSTRUCTOR, unique("owner"));
        JsonNode wrong = graded(owner, "wrong/OffByOneCallLimit.java");
        String visibleLoopCase = wrong.get("transcripts").get(0).get("caseId").asString();
        String stranger = api.createLearner(INSTRUCTOR, unique("stranger"));

        assertThat(api.get(referencePath(wrong, visibleLoopCase), stranger).statusCode()).isEqualTo(404);
        HttpResponse<String> unknown = api.get(referencePath(wrong, "no-such-case"), owner);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("no-such-case");
        String hiddenLoopCase = StreamSupport.stream(fullReport(wrong).get("transcripts").spliterator(), false)
                .map(t -> t.get("caseId").asString())
                .filter(id -> StreamSupport.stream(wrong.get("transcripts").spliterator(), false)
                        .noneMatch(t -> t.get("caseId").asString().equals(id)))
                .findFirst().orElseThrow(() -> new AssertionError("the suite has no hidden loop case"));
        HttpResponse<String> hidden = api.get(referencePath(wrong, hiddenLoopCase), owner);
        assertThat(hidden.statusCode()).isEqualTo(404);
        assertThat(hidden.body()).doesNotContain("\"messages\"");
        assertThat(api.get(referencePath(wrong, hiddenLoopCase), INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    @Test
    void theInstructorApiServesTheSameRunHiddenCasesIncludedAndRefusesLearners() {
        String owner = api.createLearner(INSTRUCTOR, unique("owner"));
        JsonNode wrong = graded(owner, "wrong/OffByOneCallLimit.java");
        String visibleLoopCase = wrong.get("transcripts").get(0).get("caseId").asString();
        String hiddenLoopCase = StreamSupport.stream(fullReport(wrong).get("transcripts").spliterator(), false)
                .map(t -> t.get("caseId").asString())
                .filter(id -> StreamSupport.stream(wrong.get("transcripts").spliterator(), false)
                        .noneMatch(t -> t.get("caseId").asString().equals(id)))
                .findFirst().orElseThrow(() -> new AssertionError("the suite has no hidden loop case"));

        HttpResponse<String> visible = api.get(instructorPath(wrong, visibleLoopCase), INSTRUCTOR);
        assertThat(visible.statusCode()).as(visible.body()).isEqualTo(200);
        assertThat(json(visible)).isEqualTo(json(api.get(referencePath(wrong, visibleLoopCase), owner)));
        HttpResponse<String> hidden = api.get(instructorPath(wrong, hiddenLoopCase), INSTRUCTOR);
        assertThat(hidden.statusCode()).as(hidden.body()).isEqualTo(200);
        assertThat(json(hidden).get("caseId").asString()).isEqualTo(hiddenLoopCase);
        assertThat(json(hidden).get("messages")).isNotEmpty();

        assertThat(api.get(instructorPath(wrong, visibleLoopCase), owner).statusCode()).isEqualTo(403);
        HttpResponse<String> unknown = api.get(instructorPath(wrong, "no-such-case"), INSTRUCTOR);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("no-such-case");
    }

    private static String instructorPath(JsonNode submission, String caseId) {
        return "/api/instructor/submissions/" + submission.get("id").asString() + "/reference-transcripts/" + caseId;
    }

    private static JsonNode graded(String token, String catalogueFile) {
        HttpResponse<String> answer = api.postJson("/api/submissions?wait=60", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", HttpApi.catalogue(catalogueFile)));
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return json(answer);
    }

    private static JsonNode fullReport(JsonNode submission) {
        return json(api.get("/api/submissions/" + submission.get("id").asString(), INSTRUCTOR));
    }

    private static JsonNode transcriptOf(JsonNode submission, String caseId) {
        return StreamSupport.stream(fullReport(submission).get("transcripts").spliterator(), false)
                .filter(t -> t.get("caseId").asString().equals(caseId)).findFirst()
                .orElseThrow().get("messages");
    }

    private static String referencePath(JsonNode submission, String caseId) {
        return "/api/submissions/" + submission.get("id").asString() + "/reference-transcripts/" + caseId;
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
