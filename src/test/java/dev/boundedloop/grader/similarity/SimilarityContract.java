package dev.boundedloop.grader.similarity;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import tools.jackson.databind.JsonNode;

/**
 * Code similarity as instructors use it, over real HTTP on a running service that grades with real
 * worker JVMs: learners' final submissions are compared in the background, a renamed copy is
 * flagged with the lines it shares, independent solutions and the starter that everyone shares are
 * not. The tests run in order: the first needs an assignment nobody has submitted to yet.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class SimilarityContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;
    private static final String PATH = "/api/instructor/assignments/" + ASSIGNMENT + "/similarity";
    private static final Duration BOUND = Duration.ofSeconds(120);

    /** HelperClasses from the catalogue with every name changed, comments added and lines broken differently. */
    private static final String RENAMED_COPY = """
            import dev.boundedloop.policy.Admission;
            import dev.boundedloop.policy.AdmissionPolicy;
            import dev.boundedloop.policy.AdmissionState;

            // My own solution to the admission exercise.
            public class MyAdmission implements AdmissionPolicy {

                @Override
                public Admission decide(AdmissionState st) {
                    // first the calls, then the money
                    return new CallCap().permits(st)
                            ? (new Wallet(st.budgetCents()).canPay(st.spentCents(), st.nextCostCents())
                                    ? Admission.CALL
                                    : Admission.MODEL_COST_LIMIT)
                            : Admission.MODEL_CALL_LIMIT;
                }
            }

            class CallCap {
                boolean permits(AdmissionState x) {
                    return x.usedCalls() < x.maxCalls();
                }
            }

            final class Wallet {

                private final long limit;

                Wallet(long limit) {
                    this.limit = limit;
                }

                boolean canPay(long already, long upcoming) {
                    return already + upcoming <= limit;
                }
            }
            """;


    private static String catalogue(String file) {
        return HttpApi.catalogue(file);
    }

    private static String starter() {
        try {
            return Files.readString(TestSuites.FOLDER.resolve(ASSIGNMENT).resolve("Starter.java"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static HttpResponse<String> post(String path, String token) {
        return api.send(api.request(path, token).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    /** Submits and waits for the verdict; returns the submission id. */
    private static String graded(String token, String source, String expectedStatus) {
        String id = api.submit(token, source);
        assertThat(api.finalReport(id, token).get("status").asString()).isEqualTo(expectedStatus);
        return id;
    }

    /** Starts a run and waits until it is DONE; returns it as GET shows the latest run. */
    private static JsonNode runToTheEnd(String query) {
        HttpResponse<String> started = post(PATH + query, INSTRUCTOR);
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        String id = json(started).get("id").asString();
        assertThat(started.headers().firstValue("Location")).hasValue(PATH + "/" + id);
        JsonNode done = api.pollUntil(PATH, INSTRUCTOR, body -> body.has("state")
                && body.get("id").asString().equals(id) && body.get("state").asString().matches("DONE|FAILED"), BOUND);
        assertThat(done.get("state").asString()).as(done.toString()).isEqualTo("DONE");
        return done;
    }

    /** The 1-based number of the source's last line that is not blank. */
    private static int lastLine(String source) {
        List<String> lines = source.lines().toList();
        int last = lines.size();
        while (lines.get(last - 1).isBlank()) {
            last--;
        }
        return last;
    }

    private static List<String> learnerPairs(JsonNode run) {
        List<String> pairs = new ArrayList<>();
        run.get("pairs").forEach(pair -> pairs.add(pair.get("learnerA").asString() + "+" + pair.get("learnerB").asString()));
        return pairs;
    }

    @Test
    @Order(1)
    void withFewerThanTwoGradedLearnersARunFinishesWithNoPairsAndSaysWhy() {
        HttpResponse<String> none = api.get(PATH, INSTRUCTOR);
        assertThat(none.statusCode()).isEqualTo(404);
        assertThat(json(none).get("detail").asString()).contains("No similarity run", "POST " + PATH);

        JsonNode done = runToTheEnd("");

        assertThat(done.get("submissions").asInt()).isZero();
        assertThat(done.get("pairs").size()).isZero();
        assertThat(done.get("threshold").asDouble()).isEqualTo(0.5);
        assertThat(done.get("requestedBy").asString()).isEqualTo("instructor:bootstrap");
        assertThat(done.get("message").asString()).contains("nothing to compare");
        assertThat(done.has("finishedAt")).isTrue();
    }

    @Test
    @Order(2)
    void aRenamedCopyIsFlaggedWithItsLinesAndNeitherIndependentSolutionsNorTheSharedStarterCount() {
        String alice = api.createLearner(INSTRUCTOR, "alice");
        String bob = api.createLearner(INSTRUCTOR, "bob");
        String carol = api.createLearner(INSTRUCTOR, "carol");
        String dave = api.createLearner(INSTRUCTOR, "dave");
        String erin = api.createLearner(INSTRUCTOR, "erin");
        String frank = api.createLearner(INSTRUCTOR, "frank");
        // alice's first try is carol's solution; only her final (latest) submission stands for her.
        graded(alice, catalogue("correct/Reference.java"), "GRADED");
        String alicesFinal = graded(alice, catalogue("correct/HelperClasses.java"), "GRADED");
        String bobsCopy = graded(bob, RENAMED_COPY, "GRADED");
        graded(carol, catalogue("correct/Reference.java"), "GRADED");
        graded(dave, catalogue("correct/StreamOfRules.java"), "GRADED");
        // erin and frank hand in the starter as it is; frank's later broken try is his final submission (the course
        // counts the latest), and since it cannot be parsed the run leaves it out and says so.
        graded(erin, starter(), "GRADED");
        graded(frank, starter(), "GRADED");
        graded(frank, "public class Broken implements {", "COMPILE_ERROR");
        // An instructor's submission is no learner's: it does not take part.
        graded(INSTRUCTOR, catalogue("correct/HelperClasses.java"), "GRADED");

        JsonNode run = runToTheEnd("");

        assertThat(run.get("submissions").asInt()).isEqualTo(5);
        assertThat(run.get("message").asString()).contains("Left out").contains("frank");
        assertThat(learnerPairs(run)).containsExactly("alice+bob");
        JsonNode pair = run.get("pairs").get(0);
        assertThat(pair.get("submissionA").asString()).isEqualTo(alicesFinal);
        assertThat(pair.get("submissionB").asString()).isEqualTo(bobsCopy);
        assertThat(pair.get("similarity").asDouble()).isGreaterThan(0.9);
        // The matches name lines of each side's own source: bob's copy is longer, so its lines run further.
        int aliceLines = lastLine(catalogue("correct/HelperClasses.java"));
        int bobLines = lastLine(RENAMED_COPY);
        int aliceLast = 0;
        int bobLast = 0;
        int tokens = 0;
        for (JsonNode match : pair.get("matches")) {
            JsonNode a = match.get("a");
            JsonNode b = match.get("b");
            assertThat(a.get("startLine").asInt()).isBetween(1, a.get("endLine").asInt());
            assertThat(b.get("startLine").asInt()).isBetween(1, b.get("endLine").asInt());
            assertThat(a.get("endLine").asInt()).isLessThanOrEqualTo(aliceLines);
            assertThat(b.get("endLine").asInt()).isLessThanOrEqualTo(bobLines);
            aliceLast = Math.max(aliceLast, a.get("endLine").asInt());
            bobLast = Math.max(bobLast, b.get("endLine").asInt());
            tokens += match.get("tokens").asInt();
        }
        assertThat(tokens).isGreaterThanOrEqualTo(20);
        // Both copies end with the Budget class, renamed Wallet: the matches reach each file's closing brace.
        assertThat(aliceLast).isEqualTo(lastLine(catalogue("correct/HelperClasses.java")));
        assertThat(bobLast).isEqualTo(lastLine(RENAMED_COPY));
        assertThat(bobLast).isGreaterThan(aliceLast);

        // Even at the lowest threshold, the starter that erin and frank share makes no pair, and the
        // independent solutions stay apart.
        JsonNode low = runToTheEnd("?threshold=0.1");
        assertThat(low.get("threshold").asDouble()).isEqualTo(0.1);
        assertThat(learnerPairs(low)).containsExactly("alice+bob");
        assertThat(json(api.get(PATH + "/" + run.get("id").asString(), INSTRUCTOR)).get("pairs").size()).isEqualTo(1);
    }

    @Test
    @Order(3)
    void aSecondRunWhileOneIsUnderWayIs409NamingItAndARunLeftUnfinishedTooLongIsAbandoned() {
        // A run under way on another replica, as that replica would have stored it.
        UUID elsewhere = UUID.randomUUID();
        service.sql().sql("""
                        INSERT INTO similarity_runs (id, assignment, state, requested_by, requested_at, started_at,
                                                     threshold, active_for)
                        VALUES (:id, :assignment, 'RUNNING', 'instructor:other', :at, :at, 0.5, :assignment)""")
                .param("id", elsewhere).param("assignment", ASSIGNMENT)
                .param("at", Instant.now().atOffset(ZoneOffset.UTC)).update();

        HttpResponse<String> busy = post(PATH, INSTRUCTOR);

        assertThat(busy.statusCode()).isEqualTo(409);
        assertThat(busy.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).contains("problem+json"));
        assertThat(json(busy).get("runId").asString()).isEqualTo(elsewhere.toString());
        assertThat(json(busy).get("detail").asString()).contains("already under way");
        assertThat(busy.headers().firstValue("Location")).hasValue(PATH + "/" + elsewhere);
        assertThat(json(api.get(PATH, INSTRUCTOR)).get("id").asString()).isEqualTo(elsewhere.toString());

        // That replica died long ago: the next request fails its run and starts a new one.
        service.sql().sql("UPDATE similarity_runs SET requested_at = :at WHERE id = :id")
                .param("at", Instant.now().minus(Duration.ofHours(1)).atOffset(ZoneOffset.UTC)).param("id", elsewhere).update();
        JsonNode fresh = runToTheEnd("");
        assertThat(fresh.get("id").asString()).isNotEqualTo(elsewhere.toString());
        JsonNode abandoned = json(api.get(PATH + "/" + elsewhere, INSTRUCTOR));
        assertThat(abandoned.get("state").asString()).isEqualTo("FAILED");
        assertThat(abandoned.get("message").asString()).contains("Abandoned");
    }

    @Test
    @Order(4)
    void badRequestsGetProblemsThatNameTheProblem() {
        for (String threshold : List.of("0", "1.5", "-0.2", "NaN")) {
            HttpResponse<String> response = post(PATH + "?threshold=" + threshold, INSTRUCTOR);
            assertThat(response.statusCode()).as(threshold).isEqualTo(400);
            assertThat(json(response).get("detail").asString()).contains("threshold");
        }
        HttpResponse<String> notANumber = post(PATH + "?threshold=high", INSTRUCTOR);
        assertThat(notANumber.statusCode()).isEqualTo(400);
        assertThat(json(notANumber).get("detail").asString()).contains("'high'", "threshold");

        HttpResponse<String> unknown = post("/api/instructor/assignments/no-such-unit/similarity", INSTRUCTOR);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(json(unknown).get("title").asString()).isEqualTo("Unknown assignment");
        assertThat(api.get("/api/instructor/assignments/no-such-unit/similarity", INSTRUCTOR).statusCode()).isEqualTo(404);
        HttpResponse<String> noSuchRun = api.get(PATH + "/" + UUID.randomUUID(), INSTRUCTOR);
        assertThat(noSuchRun.statusCode()).isEqualTo(404);
        assertThat(json(noSuchRun).get("detail").asString()).contains("No similarity run");
    }

    @Test
    @Order(5)
    void learnersMayNeitherStartNorReadRuns() {
        String grace = api.createLearner(INSTRUCTOR, "grace");

        HttpResponse<String> start = post(PATH, grace);
        HttpResponse<String> read = api.get(PATH, grace);

        assertThat(start.statusCode()).isEqualTo(403);
        assertThat(read.statusCode()).isEqualTo(403);
        assertThat(read.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).contains("problem+json"));
        assertThat(read.body()).doesNotContain("alice");
    }
}
