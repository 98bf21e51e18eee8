package dev.boundedloop.grader.dashboard;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An instructor's work beyond the overview, in a real Chromium against the real service and its workers,
 * on an assignment of its own (the project's suite uploaded under another id, so regrading it touches no
 * other test's submissions). Ada tries a wrong policy, then the correct one; Ben, past his own due time,
 * sends a policy that lets a third model call through and fails the call-limit loop scenario; Cy's does
 * not compile. The instructor signs in, finds them in the Learners view by search and sort, reads Ben's
 * history and his failed loop case's difference, publishes a suite version that reweighs a case, regrades
 * Ben's submission and then the assignment and reads the score changes, downloads both gradebooks and
 * reads the histogram's mean and median. Once at desktop size in light mode and once at 360 px in dark
 * mode, every view screenshotted, checked with axe and for sideways scrolling, and the console checked.
 */
@NeedsChromium
@DashboardService
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@BrowserTest
@ServiceTest
class InstructorActionsBrowserTest {

    private static final String INSTRUCTOR = DashboardService.INSTRUCTOR;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** A visible decision case every policy here passes; each suite version gives it other points. */
    private static final String REWEIGHTED = "admission-1";
    private static final String SYNTAX_ERROR = "public class Broken { int x = }";
    /** Compiles, but calls what the sandbox never allows: REJECTED before any case runs. */
    private static final String QUITS = """
            import dev.boundedloop.policy.*;
            public class Quits implements AdmissionPolicy {
                public Admission decide(AdmissionState s) {
                    System.exit(0);
                    return Admission.CALL;
                }
            }
            """;

    @LocalServerPort int port;
    HttpApi api;
    Chromium chromium;
    DashboardPage dashboard;
    InstructorActionsPage page;
    Path downloads;
    String assignment;
    /** A second assignment of its own, for the verdicts' words, whose submissions no other view counts. */
    String verdicts;
    String suffix;
    String ada, ben, cy;
    String benSubmission;

    @BeforeAll
    void anAssignmentOfItsOwnWithThreeLearners() throws IOException {
        api = new HttpApi(port);
        suffix = UUID.randomUUID().toString().substring(0, 8);
        // After the project's own assignment in id order, so other dashboard tests still open on theirs.
        assignment = "unit-a-actions-" + suffix;
        publish(suite("1", 1));
        verdicts = "unit-a-verdicts-" + suffix;
        publish(verdicts, suite(verdicts, "1", 1));

        ada = "ada-" + suffix;
        ben = "ben-" + suffix;
        cy = "cy-" + suffix;
        String adaToken = learner(ada, "Ada Lovelace " + suffix, "north-" + suffix);
        String benToken = learner(ben, "Ben Okafor " + suffix, "south-" + suffix);
        String cyToken = learner(cy, "Cy Young " + suffix, "north-" + suffix);
        Instant due = Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        HttpResponse<String> extension = api.send(api.request("/api/instructor/assignments/" + assignment + "/extensions/" + ben,
                        INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(Map.of("dueAt", due.toString(),
                        "lateUntil", due.plus(3, ChronoUnit.DAYS).toString())))).build());
        assertThat(extension.statusCode()).as(extension.body()).isEqualTo(200);

        api.finalReport(submit(adaToken, catalogue("wrong/CostCheckedBeforeCalls.java")), adaToken);
        api.finalReport(submit(adaToken, catalogue("correct/Reference.java")), adaToken);
        benSubmission = submit(benToken, catalogue("wrong/OffByOneCallLimit.java"));
        api.finalReport(benSubmission, benToken);
        api.finalReport(submit(cyToken, SYNTAX_ERROR), cyToken);

        downloads = Files.createTempDirectory("dashboard-downloads-");
        chromium = Chromium.start();
        dashboard = new DashboardPage(chromium.driver(), api.base());
        page = new InstructorActionsPage(chromium.driver());
        page.downloadTo(downloads);
    }

    @AfterAll
    void closeTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @ParameterizedTest(name = "{0}×{1} px, {2}")
    @CsvSource({"1280, 800, light, 5", "360, 740, dark, 3"})
    void anInstructorFindsALearnerReadsTheirFailedCaseRegradesAndExports(int width, int height, String scheme,
            int reweightedPoints) {
        page.emulate(width, height, scheme);
        String view = width + "-" + scheme;

        // Sign in, then the Learners view of this assignment.
        dashboard.openWithoutToken();
        page.drainConsole();
        check("sign-in", view);
        dashboard.signIn(INSTRUCTOR);
        page.chooseAssignment(assignment);
        check("overview", view);
        page.openView("learners", "#learner-table");
        assertThat(page.currentUrl()).contains("view=learners");

        // Search by section: Ada and Cy, with the numbers the API gives them.
        page.search("north-" + suffix);
        page.until(d -> page.learnerRows().size() == 2);
        Map<String, JsonNode> standings = standings();
        assertThat(page.learnerRows()).extracting(r -> r.get("id")).containsExactlyInAnyOrder(ada, cy);
        for (Map<String, String> row : page.learnerRows()) {
            JsonNode s = standings.get(row.get("id"));
            assertThat(row.get("attempts")).isEqualTo(s.get("attempts").asString());
            assertThat(row.get("best")).isEqualTo(s.get("best").asString());
            assertThat(row.get("latest")).isEqualTo(s.get("latest").asString());
            assertThat(row.get("final")).isEqualTo(s.get("finalScore").asString());
            assertThat(row.get("late")).isEqualTo("—");
        }
        // Sorted by final score, lowest first, then highest first; the heading says which.
        page.sortBy("final");
        assertThat(page.ariaSort("final")).isEqualTo("ascending");
        assertThat(page.ariaSort("learner")).isEqualTo("none");
        assertThat(page.learnerRows()).extracting(r -> r.get("id")).containsExactly(cy, ada);
        page.sortBy("final");
        assertThat(page.ariaSort("final")).isEqualTo("descending");
        assertThat(page.learnerRows()).extracting(r -> r.get("id")).containsExactly(ada, cy);
        assertThat(page.currentUrl()).contains("sort=final").contains("dir=desc").contains("q=north-" + suffix);
        check("learners", view);

        // Ben by name: late, and his history.
        page.search("Ben Okafor " + suffix);
        page.until(d -> page.learnerRows().size() == 1);
        JsonNode benStanding = standings.get(ben);
        assertThat(page.learnerRows().get(0).get("late")).isEqualTo(benStanding.get("lateDays").asInt() + " d, −"
                + benStanding.get("penaltyPercent").asInt() + "%").doesNotStartWith("0");
        page.openHistory(ben);
        JsonNode benDetail = json(api.get("/api/instructor/submissions/" + benSubmission, INSTRUCTOR));
        assertThat(page.historyRows()).containsExactly(Map.of("id", benSubmission, "status", "GRADED",
                "score", benDetail.get("score").asInt() + " / " + benDetail.get("maxScore").asInt(),
                "late", benDetail.get("lateness").get("days").asInt() + " d, −"
                        + benDetail.get("lateness").get("penaltyPercent").asInt() + "%",
                "counts", "final"));
        check("learner-history", view);

        // His failed loop scenario: only what differs, the change marked; a few screens at most.
        page.openSubmissionFromHistory(benSubmission);
        JsonNode loopCase = StreamSupport.stream(benDetail.get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("category").asString().equals("loop") && !c.get("outcome").asString().equals("PASS"))
                .findFirst().orElseThrow(() -> new AssertionError("Ben's policy failed no loop scenario"));
        String caseId = loopCase.get("id").asString();
        List<String> differing = JudgedFirst.inFront(differingFields(loopCase.get("expected"), loopCase.get("observed")),
                field -> field, loopCase.path("message").asString(null));
        assertThat(differing).isNotEmpty();
        List<Map<String, String>> shown = page.differenceRows(caseId);
        assertThat(shown).isNotEmpty();
        // Each row is a field that differs, beginning with the one the grader judged first (its message names it).
        assertThat(topLevel(shown.get(0).get("path"))).isEqualTo(differing.get(0));
        assertThat(shown).allSatisfy(r -> {
            assertThat(differing).contains(topLevel(r.get("path")));
            assertThat(r.get("observed")).isNotEqualTo(r.get("expected"));
        });
        assertThat(shown).anySatisfy(r -> assertThat(r.get("marked")).isNotEmpty());
        assertThat(page.script("return document.querySelector(arguments[0]).textContent",
                "#case-table tr[data-case='" + caseId + "'] .case-message")).isEqualTo(loopCase.get("message").asString());
        assertThat(page.findAll("details.transcript[open]")).as("transcripts start collapsed").isEmpty();
        assertThat(page.screensTall()).as("the detail's height in screens; its parts' heights: %s",
                page.script("return [...document.querySelectorAll('#submission-detail > *')]"
                        + ".map(e => (e.id || e.tagName) + ' ' + e.offsetHeight).join(', ')")).isLessThanOrEqualTo(6.0);
        check("submission-detail", view);
        // Its transcript opens at the first difference.
        List<WebElement> toTranscript = page.findAll("#case-table tr[data-case='" + caseId + "'] a.to-transcript");
        if (!toTranscript.isEmpty()) {
            toTranscript.get(0).click();
            WebElement target = page.until(d -> {
                WebElement focused = d.switchTo().activeElement();
                String id = focused.getDomAttribute("id");
                return id != null && (id.equals("difference-" + caseId) || id.equals("transcript-" + caseId)) ? focused : null;
            });
            assertThat(page.script("return arguments[0].closest('details.transcript').open", target)).isEqualTo(true);
            assertThat(target.isDisplayed()).isTrue();
            check("transcript-at-difference", view);
        }

        // A new suite version reweighs a case; regrading Ben's submission changes his score by the difference.
        int before = benDetail.get("score").asInt();
        int reweightedBefore = points(benDetail, REWEIGHTED);
        assertThat(reweightedBefore).as("Ben's policy passes %s", REWEIGHTED).isPositive();
        publish(suite("w" + width, reweightedPoints));
        page.startRegrade(false);
        assertThat(page.regradeFinished()).isEqualTo(Map.of("done", 1L, "total", 1L));
        int after = before - reweightedBefore + reweightedPoints;
        assertThat(page.regradeChanges()).singleElement().satisfies(r -> {
            assertThat(r.get("learner")).isEqualTo(ben);
            assertThat(r.get("scoreChange")).startsWith(before + " → " + after);
        });
        // Drawn again once finished, the detail shows the new report's score.
        String newScore = after + " / " + json(api.get("/api/instructor/submissions/" + benSubmission, INSTRUCTOR))
                .get("maxScore").asInt();
        page.until(d -> page.find("#detail-score").getText().equals(newScore));
        check("regrade-submission", view);

        // Then the whole assignment: Ada's two and Cy's; what the page lists is what the API's regrade says.
        page.openView("learners", "#learner-table");
        page.startRegrade(false);
        Map<String, Long> progress = page.regradeFinished();
        JsonNode regrade = newestRegrade();
        assertThat(regrade.path("submission").isMissingNode() || regrade.path("submission").isNull()).isTrue();
        assertThat(progress.get("total")).isEqualTo(regrade.get("total").asLong()).isGreaterThanOrEqualTo(2L);
        assertThat(progress.get("done")).isEqualTo(progress.get("total"));
        List<Map<String, String>> changes = page.regradeChanges();
        assertThat(changes).extracting(r -> r.get("learner")).contains(ada).doesNotContain(ben);
        for (JsonNode learner : regrade.get("learners")) {
            String name = learner.get("learner").asString();
            if (learner.get("oldFinalScore").asInt() != learner.get("newFinalScore").asInt()) {
                assertThat(changes).filteredOn(r -> r.get("learner").equals(name) && !r.get("finalChange").isEmpty())
                        .singleElement().satisfies(r -> assertThat(r.get("finalChange")).isEqualTo(
                                learner.get("oldFinalScore").asInt() + " → " + learner.get("newFinalScore").asInt()));
            }
        }
        check("regrade-assignment", view);

        // Both gradebooks, downloaded by the page with the token, are the API's files byte for byte.
        String standard = page.export("export-standard", downloads, assignment + "-gradebook.csv");
        assertThat(standard).isEqualTo(api.get("/api/instructor/assignments/" + assignment + "/gradebook.csv", INSTRUCTOR).body())
                .contains(ada).contains(ben);
        page.find("#canvas-assignment-id").sendKeys("4711");
        String canvas = page.export("export-canvas", downloads, assignment + "-gradebook-canvas.csv");
        assertThat(canvas).isEqualTo(api.get("/api/instructor/assignments/" + assignment
                + "/gradebook.csv?format=canvas&canvasAssignmentId=4711", INSTRUCTOR).body()).contains("(4711)");
        check("exports", view);
        deleteDownloads();

        // The overview's histogram: mean and median of the final scores the course counts.
        page.openView("overview", "#histogram-stats");
        List<Integer> finals = new ArrayList<>();
        for (JsonNode s : standings().values()) {
            if (!s.get("finalScore").isNull()) {
                finals.add(s.get("finalScore").asInt());
            }
        }
        finals.sort(Comparator.naturalOrder());
        assertThat(finals).hasSize(3);
        double mean = finals.stream().mapToInt(Integer::intValue).average().orElseThrow();
        assertThat(page.find("#histogram-mean").getText()).isEqualTo(oneDecimal(mean));
        assertThat(page.find("#histogram-median").getText()).isEqualTo(oneDecimal(finals.get(1)));
        check("overview-after-regrade", view);

        assertThat(page.consoleErrors()).isEmpty();
        assertThat(BrowserChecks.apiCallsOutside(chromium.driver(), "/api/instructor/"))
                .as("the dashboard's calls outside the instructor API")
                .allMatch(BrowserChecks.WHO_IS_SIGNED_IN::equals);
    }

    @ParameterizedTest(name = "{0}×{1} px, {2}")
    @CsvSource({"1280, 800, light", "360, 740, dark"})
    void anInstructorReadsAFailedAgentLoopRunBesideTheReferenceAndAFailedLedgerRun(int width, int height, String scheme) {
        page.emulate(width, height, scheme);
        String view = width + "-" + scheme;
        // Not ending in the suffix, so the other test's standings of its own learners leave this one out.
        String token = learner("lin-" + suffix + "-" + width, "Lin Park " + width, "west-" + width);
        String loop = api.submit(token, "l01-agent-loop", suiteCatalogue("l01-agent-loop", "wrong/NoContinueNudge.java"));
        String ledger = api.submit(token, "ch03-unit-b", suiteCatalogue("ch03-unit-b", "wrong/OffByOneCallLimit.java"));
        api.finalReport(loop, token);
        api.finalReport(ledger, token);
        dashboard.openWithoutToken();
        page.drainConsole();
        dashboard.signIn(INSTRUCTOR);

        // The agent loop's overview: its long case ids leave each case's name a readable width.
        page.chooseAssignment("l01-agent-loop");
        WebElement failing = page.until(d -> first(d.findElements(By.cssSelector("#failure-table tbody tr[data-case]"))));
        WebElement name = failing.findElement(By.cssSelector("td.case-name"));
        assertThat(name.getRect().getWidth()).as("the name column's width in px").isGreaterThanOrEqualTo(130);
        check("agent-loop-overview", view);

        // A failed agent loop run: its first differing value on the case's line, never the raw run.
        JsonNode loopDetail = openDetail(loop);
        JsonNode run = StreamSupport.stream(loopDetail.get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("outcome").asString().equals("FAIL") && c.get("expected").isObject())
                .findFirst().orElseThrow(() -> new AssertionError("the wrong agent loop failed no run"));
        String runId = run.get("id").asString();
        readsTheFirstDifference(run);
        assertThat(page.findAll("details.transcript[open]")).as("transcripts start collapsed").isEmpty();
        check("agent-loop-detail", view);

        // Its transcript opens where it parts from the reference run, and sits beside it from there.
        JsonNode mine = StreamSupport.stream(loopDetail.get("report").get("transcripts").spliterator(), false)
                .filter(t -> t.get("caseId").asString().equals(runId)).findFirst().orElseThrow().get("messages");
        JsonNode reference = json(api.get("/api/instructor/submissions/" + loop + "/reference-transcripts/" + runId,
                INSTRUCTOR)).get("messages");
        int parting = firstDifference(mine, reference);
        assertThat(parting).as("the wrong loop's run parts from the reference's").isBetween(0, mine.size() - 1);
        page.find("#transcript-list > summary").click();
        WebElement transcript = page.find("details.transcript[data-case='" + runId + "']");
        transcript.findElement(By.cssSelector(":scope > summary")).click();
        WebElement marked = page.until(d -> first(transcript.findElements(By.cssSelector(":scope > ol.messages > li.first-difference"))));
        assertThat(transcript.findElements(By.cssSelector(":scope > ol.messages > li")).indexOf(marked)).isEqualTo(parting);
        assertThat(marked.getText()).containsIgnoringCase("first difference").contains(mine.get(parting).get("content").asString());
        assertThat(marked.isDisplayed()).isTrue();
        assertThat(page.script("const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight",
                marked)).as("opening the transcript brings its first difference into view").isEqualTo(true);
        WebElement beside = transcript.findElement(By.cssSelector("details.beside-reference"));
        assertThat(beside.getText()).isEqualTo("Beside the reference run, from message " + (parting + 1));
        beside.findElement(By.tagName("summary")).click();
        WebElement pairs = page.until(d -> first(beside.findElements(By.cssSelector("ol.side-by-side"))));
        assertThat(pairs.getAttribute("start")).isEqualTo(String.valueOf(parting + 1));
        List<WebElement> pair = pairs.findElements(By.cssSelector("li.pair"));
        assertThat(pair).hasSize(Math.max(mine.size(), reference.size()) - parting);
        assertThat(pair.get(0).getAttribute("class")).contains("differs");
        if (parting < reference.size()) {
            assertThat(pair.get(0).findElements(By.cssSelector(".side")).get(1).getText())
                    .contains(reference.get(parting).get("content").asString());
        }
        page.script("arguments[0].scrollIntoView({block: 'start'})", beside);
        check("agent-loop-transcript-beside-reference", view);

        // A failed attempt-ledger run: its first differing value, the change marked; it has no transcript.
        JsonNode ledgerDetail = openDetail(ledger);
        JsonNode ledgerRun = StreamSupport.stream(ledgerDetail.get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("outcome").asString().equals("FAIL") && c.get("expected").isObject()
                        && !c.get("category").asString().equals("property"))
                .findFirst().orElseThrow(() -> new AssertionError("the wrong charged step failed no run"));
        readsTheFirstDifference(ledgerRun);
        assertThat(page.findAll("a.to-transcript")).isEmpty();
        page.script("arguments[0].scrollIntoView({block: 'start'})", page.find("#case-table"));
        check("ledger-detail", view);

        assertThat(page.consoleErrors()).isEmpty();
        assertThat(BrowserChecks.apiCallsOutside(chromium.driver(), "/api/instructor/"))
                .as("the dashboard's calls outside the instructor API")
                .allMatch(BrowserChecks.WHO_IS_SIGNED_IN::equals);
    }

    private JsonNode openDetail(String submission) {
        chromium.driver().get(api.base().resolve("/dashboard/?submission=" + submission).toString());
        page.until(d -> !d.findElements(By.cssSelector("#submission-detail[data-submission='" + submission + "']")).isEmpty());
        page.settled();
        return json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR));
    }

    /** The case's line in the table names its first differing value by its path, compactly, the change marked. */
    private void readsTheFirstDifference(JsonNode c) {
        List<Map<String, String>> shown = page.differenceRows(c.get("id").asString());
        assertThat(shown).isNotEmpty();
        Map<String, String> line = shown.get(0);
        String path = line.get("path");
        JsonNode expected = at(c.get("expected"), path);
        JsonNode observed = at(c.get("observed"), path);
        assertThat(expected).as("the first difference's path %s names a value", path).isNotNull();
        assertThat(expected).isNotEqualTo(observed);
        assertThat(line.get("expected")).isEqualTo(expected.isString() ? expected.asString() : expected.toString());
        assertThat(line.get("observed")).isEqualTo(observed == null ? "(absent)" : observed.isString() ? observed.asString() : observed.toString());
        assertThat(line.get("marked")).isNotEmpty();
        // The first in the walk, or the first within the field the message names, which the grader judged first.
        List<String> walked = new ArrayList<>();
        allDifferingPaths(c.get("expected"), c.get("observed"), "", walked);
        assertThat(JudgedFirst.inFront(walked, p -> p, c.path("message").asString(null)).get(0)).isEqualTo(path);
        assertThat(page.screensTall()).as("the detail's height in screens").isLessThanOrEqualTo(8.0);
    }

    /** The value at a path such as {@code result.transcript[2]}, or null where there is none. */
    private static JsonNode at(JsonNode root, String path) {
        JsonNode node = root;
        for (String step : path.replace("[", ".").replace("]", "").split("\\.")) {
            if (node == null) {
                return null;
            }
            node = node.isArray() ? node.get(Integer.parseInt(step)) : node.get(step);
        }
        return node;
    }

    /** The paths of the leaves at which two values differ, lists by index and maps by the expected value's keys. */
    private static void allDifferingPaths(JsonNode expected, JsonNode observed, String path, List<String> found) {
        if (expected != null && observed != null && expected.isArray() && observed.isArray()) {
            for (int i = 0; i < Math.max(expected.size(), observed.size()); i++) {
                allDifferingPaths(expected.get(i), observed.get(i), path + "[" + i + "]", found);
            }
        } else if (expected != null && observed != null && expected.isObject() && observed.isObject()) {
            for (String key : expected.propertyNames()) {
                allDifferingPaths(expected.get(key), observed.get(key), path.isEmpty() ? key : path + "." + key, found);
            }
        } else if (!Objects.equals(expected, observed)) {
            found.add(path);
        }
    }

    private static int firstDifference(JsonNode mine, JsonNode reference) {
        for (int i = 0; i < Math.max(mine.size(), reference.size()); i++) {
            if (!Objects.equals(mine.get(i), reference.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static <T> T first(List<T> items) {
        return items.isEmpty() ? null : items.get(0);
    }

    private static String suiteCatalogue(String assignment, String file) {
        try {
            return Files.readString(TestSuites.FOLDER.resolve(assignment).resolve("catalogue").resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}×{1} px, {2}")
    @CsvSource({"1280, 800, light", "360, 740, dark"})
    void everyOutcomeAndStatusSaysWhatItMeansAndWhatToDoWhereItIsShown(int width, int height, String scheme) {
        page.emulate(width, height, scheme);
        String view = width + "-" + scheme;
        String token = learner("dee-" + suffix + "-" + width, "Dee Banerjee " + width, "east-" + width);
        String erring = api.submit(token, verdicts, catalogue("wrong/ReturnsNullWhenRefusing.java"));
        String refused = api.submit(token, verdicts, QUITS);
        api.finalReport(erring, token);
        api.finalReport(refused, token);
        dashboard.openWithoutToken();
        page.drainConsole();
        dashboard.signIn(INSTRUCTOR);

        // The submissions list: each status's words under the table, each badge described by its line.
        page.chooseAssignment(verdicts);
        WebElement rejectedBadge = page.find("tr[data-submission='" + refused + "'] td.status .badge");
        assertThat(rejectedBadge.getText()).isEqualTo("REJECTED");
        explained(rejectedBadge, "sandbox", "submit again");
        explained(page.find("tr[data-submission='" + erring + "'] td.status .badge"), "every case ran");
        check("verdicts-list", view);

        // A case that returned null is an ERROR: its badge and the legend under the cases say so, and what to do.
        JsonNode erred = openDetail(erring);
        String errorCase = StreamSupport.stream(erred.get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("outcome").asString().equals("ERROR")).findFirst()
                .orElseThrow(() -> new AssertionError("returning null erred in no case")).get("id").asString();
        WebElement errorBadge = page.find("#case-table tr[data-case='" + errorCase + "'] td.outcome .badge");
        assertThat(errorBadge.getText()).isEqualTo("ERROR");
        WebElement errorMeaning = explained(errorBadge, "threw an exception (or returned null)", "submit again");
        assertThat(page.find("#outcome-legend").getText()).startsWith("What the outcomes mean")
                .contains(errorMeaning.getText());
        explained(page.find("#detail-status .badge"), "every case ran");
        page.script("arguments[0].scrollIntoView({block: 'center'})", errorBadge);
        check("verdicts-error-case", view);

        // A refused submission: its status's words beside it, naming the sandbox and what to do.
        openDetail(refused);
        WebElement statusBadge = page.find("#detail-status .badge");
        assertThat(statusBadge.getText()).isEqualTo("REJECTED");
        WebElement statusMeaning = explained(statusBadge, "sandbox", "Use only what the assignment allows");
        assertThat(statusMeaning.getAttribute("id")).startsWith("detail-status-meaning");
        assertThat(page.find("#problems").getText()).contains("System#exit");
        page.script("arguments[0].scrollIntoView({block: 'center'})", statusBadge);
        check("verdicts-rejected", view);
        assertThat(page.consoleErrors()).isEmpty();
    }

    /**
     * The badge's tooltip holds its words, which the line it is described by shows on the page (one tap
     * away on a narrow screen, open on a wide one): that line, after checking the words hold each of what.
     */
    private WebElement explained(WebElement badge, String... what) {
        String words = badge.getAttribute("title");
        assertThat(words).as("the tooltip of %s", badge.getText()).contains(what);
        String describedBy = badge.getAttribute("aria-describedby");
        assertThat(describedBy).as("what describes %s", badge.getText()).isNotBlank();
        WebElement meaning = page.find("#" + describedBy);
        WebElement folded = meaning.findElement(By.xpath("ancestor::details[1]"));
        if (folded.getAttribute("open") == null) {
            folded.findElement(By.cssSelector(":scope > summary")).click();
        }
        assertThat(meaning.isDisplayed()).as("%s's words are on the page", badge.getText()).isTrue();
        assertThat(meaning.getText().strip()).isEqualTo(words);
        return meaning;
    }

    private void check(String name, String view) {
        if (!name.equals("sign-in")) {
            page.settled();
        }
        page.screenshot(name + "-" + view);
        assertThat(Accessibility.seriousViolations(chromium.driver())).as("axe-core on the %s view at %s", name, view).isEmpty();
        assertThat(page.fitsItsWidth()).as("the %s view at %s fits its width without scrolling sideways; past the edge: %s",
                name, view, page.overflowing()).isTrue();
    }

    private String learner(String id, String name, String section) {
        HttpResponse<String> created = api.postJson("/api/instructor/learners", INSTRUCTOR,
                Map.of("id", id, "name", name, "section", section));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return json(created).get("token").asString();
    }

    private String submit(String token, String source) {
        HttpResponse<String> accepted = api.postJson("/api/submissions", token, Map.of("assignment", assignment, "source", source));
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        return json(accepted).get("id").asString();
    }

    private Map<String, JsonNode> standings() {
        Map<String, JsonNode> byLearner = new LinkedHashMap<>();
        for (JsonNode s : json(api.get("/api/instructor/assignments/" + assignment + "/scores", INSTRUCTOR))) {
            if (s.get("learner").asString().endsWith(suffix)) {
                byLearner.put(s.get("learner").asString(), s);
            }
        }
        return byLearner;
    }

    private JsonNode newestRegrade() {
        JsonNode list = json(api.get("/api/instructor/assignments/" + assignment + "/regrades", INSTRUCTOR));
        String id = list.get(0).get("id").asString();
        return json(api.get("/api/instructor/assignments/" + assignment + "/regrades/" + id, INSTRUCTOR));
    }

    /** The project's suite under this test's assignment id, with its own version and the reweighted case's points. */
    private SuiteBundle suite(String version, int points) {
        return suite(assignment, version, points);
    }

    private SuiteBundle suite(String id, String version, int points) {
        Map<String, byte[]> files = new TreeMap<>(SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(HttpApi.ASSIGNMENT)).files());
        edit(files, "assignment.json", root -> ((ObjectNode) root).put("id", id).put("version", version));
        edit(files, "decisions-visible.json", root -> StreamSupport.stream(root.get("decisions").spliterator(), false)
                .filter(d -> d.get("id").asString().equals(REWEIGHTED)).forEach(d -> ((ObjectNode) d).put("points", points)));
        return SuiteBundle.of(files);
    }

    private void publish(SuiteBundle bundle) {
        publish(assignment, bundle);
    }

    private void publish(String id, SuiteBundle bundle) {
        String base = "/api/instructor/assignments/" + id;
        HttpResponse<String> uploaded = api.send(api.request(base + "/suite", INSTRUCTOR)
                .header("Content-Type", "application/zip").PUT(HttpRequest.BodyPublishers.ofByteArray(bundle.toZip())).build());
        assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(201);
        HttpResponse<String> activated = api.postJson(base + "/suite/versions/" + json(uploaded).get("version").asInt()
                + "/activate", INSTRUCTOR, Map.of());
        assertThat(activated.statusCode()).as(activated.body()).isEqualTo(200);
    }

    private static void edit(Map<String, byte[]> files, String name, java.util.function.Consumer<JsonNode> change) {
        JsonNode root = JSON.readTree(new String(files.get(name), StandardCharsets.UTF_8));
        change.accept(root);
        files.put(name, JSON.writeValueAsString(root).getBytes(StandardCharsets.UTF_8));
    }

    /** The expected value's top-level fields whose values differ from the observed ones, in order. */
    private static List<String> differingFields(JsonNode expected, JsonNode observed) {
        List<String> fields = new ArrayList<>();
        for (String field : expected.propertyNames()) {
            if (!expected.get(field).equals(observed.get(field))) {
                fields.add(field);
            }
        }
        return fields;
    }

    private static String topLevel(String path) {
        return path.split("[.\\[]", 2)[0];
    }

    private static int points(JsonNode detail, String caseId) {
        return StreamSupport.stream(detail.get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("id").asString().equals(caseId)).findFirst().orElseThrow().get("points").asInt();
    }

    private static String oneDecimal(double value) {
        double rounded = Math.round(value * 10) / 10.0;
        return rounded == Math.rint(rounded) ? String.valueOf((long) rounded) : String.valueOf(rounded);
    }

    private void deleteDownloads() {
        try (var files = Files.list(downloads)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
