package dev.boundedloop.grader.dashboard;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * The dashboard in a real Chromium against the real service: three learners submit a correct policy,
 * a wrong one (with hostile notes and source) and one that does not compile, a CI hook submits ten
 * empty files, and the instructor reads it all through the page.
 */
@NeedsChromium
@DashboardService
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@BrowserTest
@ServiceTest
class DashboardBrowserTest {

    static final String HOSTILE_NOTES = "<script>window.__pwned = 'notes'</script><img src=x onerror=\"window.__pwned = 'img'\">";
    static final String HOSTILE_COMMENT = "// </code><script>window.__pwned = 'source'</script>\n";
    private static final String SYNTAX_ERROR = """
            import dev.boundedloop.policy.*;
            public class Broken implements AdmissionPolicy {
                public Admission decide(AdmissionState s) {
                    return Admission.CALL
                }
            }
            """;
    private static final int CI_SUBMISSIONS = 10;

    @LocalServerPort int port;
    HttpApi api;
    Chromium chromium;
    DashboardPage page;
    String alice, bob, carol;
    JsonNode correct, wrong, broken;

    @BeforeAll
    void submitAndStartTheBrowser() {
        api = new HttpApi(port);
        String ci = json(api.postJson("/api/instructor/tokens", DashboardService.INSTRUCTOR,
                Map.of("role", "CI", "name", unique("course-repo")))).get("token").asString();
        for (int i = 0; i < CI_SUBMISSIONS; i++) {
            api.submit(ci, "");
        }
        alice = unique("alice");
        bob = unique("bob");
        carol = unique("carol");
        correct = graded(alice, Map.of("assignment", HttpApi.ASSIGNMENT, "source", catalogue("correct/Reference.java"),
                "notes", "call limit first"));
        wrong = graded(bob, Map.of("assignment", HttpApi.ASSIGNMENT,
                "source", HOSTILE_COMMENT + catalogue("wrong/CostCheckedBeforeCalls.java"), "notes", HOSTILE_NOTES));
        broken = graded(carol, Map.of("assignment", HttpApi.ASSIGNMENT, "source", SYNTAX_ERROR));
        chromium = Chromium.start();
        page = new DashboardPage(chromium.driver(), api.base());
    }

    @AfterAll
    void closeTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @BeforeEach
    void signedOut() {
        page.openWithoutToken();
    }

    @Test
    void theOverviewListsSubmissionsNewestFirstWithTheirStatusesAndScores() {
        page.signIn(DashboardService.INSTRUCTOR);

        List<Map<String, String>> rows = page.until(d -> page.submissionRows().size() == 10 ? page.submissionRows() : null);
        assertThat(rows.subList(0, 3)).containsExactly(row(broken, carol), row(wrong, bob), row(correct, alice));
        assertThat(rows.subList(3, 10)).allSatisfy(r -> assertThat(r.get("status")).isEqualTo("INVALID"));
        assertThat(page.pagePosition()).contains("Page 1 of 2").contains((3 + CI_SUBMISSIONS) + " submissions");

        page.find("#page-next").click();
        page.until(d -> page.pagePosition().startsWith("Page 2 of 2"));
        assertThat(page.submissionRows()).hasSize(3).allSatisfy(r -> {
            assertThat(r.get("status")).isEqualTo("INVALID");
            assertThat(r.get("learner")).startsWith("ci:");
        });

        page.filter(alice, "");
        page.until(d -> page.submissionRows().equals(List.of(row(correct, alice))));
        page.filter("", "COMPILE_ERROR");
        page.until(d -> page.submissionRows().equals(List.of(row(broken, carol))));
        assertThat(page.currentUrl()).contains("status=COMPILE_ERROR");
    }

    @Test
    void theHistogramCountsEachLearnersLatestScoreInItsBar() {
        page.signIn(DashboardService.INSTRUCTOR);

        List<Integer> scores = List.of(correct.get("score").asInt(), wrong.get("score").asInt(), broken.get("score").asInt());
        List<Map<String, Long>> bars = page.until(d -> page.histogramBars().isEmpty() ? null : page.histogramBars());
        assertThat(bars.get(0).get("from")).isZero();
        assertThat(bars.get(bars.size() - 1).get("to")).isEqualTo(correct.get("maxScore").asLong());
        assertThat(bars).allSatisfy(bar -> assertThat(bar.get("learners")).as("bar %s", bar).isEqualTo(
                scores.stream().filter(s -> s >= bar.get("from") && s <= bar.get("to")).count()));
        assertThat(bars.stream().mapToLong(b -> b.get("learners")).sum()).isEqualTo(3);
    }

    @Test
    void failureRatesListTheWrongPolicysFailingCasesFirst() {
        page.signIn(DashboardService.INSTRUCTOR);

        Set<String> failing = StreamSupport.stream(detail(wrong).get("report").get("cases").spliterator(), false)
                .filter(c -> !c.get("outcome").asString().equals("PASS")).map(c -> c.get("id").asString())
                .collect(Collectors.toSet());
        assertThat(failing).isNotEmpty();
        List<Map<String, Object>> rows = page.until(d -> page.failureRows().isEmpty() ? null : page.failureRows());
        // Two graded learners (the compile error is not graded): each failing case failed for one of them.
        List<Map<String, Object>> worst = rows.subList(0, failing.size());
        assertThat(worst).allSatisfy(r -> {
            assertThat(r.get("caseId")).isIn(failing);
            assertThat(r.get("failures")).isEqualTo(1L);
            assertThat(r.get("rate")).isEqualTo("50%");
        });
        assertThat(rows.subList(failing.size(), rows.size())).allSatisfy(r -> assertThat(r.get("failures")).isEqualTo(0L));
    }

    @Test
    void aSubmissionShowsItsCasesAndEachToolCallIdLinksToItsRequest() {
        page.signIn(DashboardService.INSTRUCTOR);
        page.openSubmission(id(wrong));

        assertThat(page.find("#detail-status").getText()).isEqualTo("GRADED");
        assertThat(page.find("#detail-score").getText()).isEqualTo(score(wrong));
        JsonNode failed = StreamSupport.stream(detail(wrong).get("report").get("cases").spliterator(), false)
                .filter(c -> c.get("outcome").asString().equals("FAIL") && c.get("expected").isString())
                .findFirst().orElseThrow();
        WebElement row = page.caseRow(failed.get("id").asString());
        assertThat(row.findElement(By.cssSelector(".outcome")).getText()).isEqualTo("FAIL");
        assertThat(row.findElement(By.cssSelector(".points")).getText())
                .isEqualTo("0 / " + failed.get("maxPoints").asInt());
        assertThat(row.findElement(By.cssSelector(".expected")).getText())
                .isEqualTo(failed.get("expected").asString());
        assertThat(row.findElement(By.cssSelector(".observed")).getText())
                .isEqualTo(failed.get("observed").asString());

        // Only the cases that did not pass are listed at first; all of them on request.
        assertThat(page.find("#only-not-passed").isSelected()).isTrue();
        assertThat(page.find("#case-table tr.passed").isDisplayed()).isFalse();
        page.find("#only-not-passed").click();
        page.until(d -> page.find("#case-table tr.passed").isDisplayed());

        // From a case's row to its transcript, then from a tool message to the request it answers.
        String caseId = (String) page.script(
                "return document.querySelector('details.transcript a.call-link').closest('details').dataset.case");
        page.caseRow(caseId).findElement(By.cssSelector("a.to-transcript")).click();
        WebElement link = page.until(ExpectedConditions.elementToBeClickable(
                By.cssSelector("details.transcript[data-case='" + caseId + "'] a.call-link")));
        String callId = link.getAttribute("data-call-id");
        String targetId = link.getDomAttribute("href").substring(1);
        link.click();

        page.until(d -> page.currentUrl().endsWith("#" + targetId));
        WebElement target = page.until(d -> {
            WebElement focused = d.switchTo().activeElement();
            return targetId.equals(focused.getAttribute("id")) ? focused : null;
        });
        assertThat(target.getAttribute("class")).contains("tool-call").contains("highlighted");
        assertThat(target.getAttribute("data-call-id")).isEqualTo(callId);
        assertThat(target.findElement(By.cssSelector(".call-id")).getText()).isEqualTo(callId);
        assertThat(page.script("return document.querySelector(':target') === arguments[0]", target)).isEqualTo(true);
        // The request comes before the message that answers it, in the same transcript.
        assertThat(page.script("return arguments[0].compareDocumentPosition(arguments[1]) & Node.DOCUMENT_POSITION_FOLLOWING",
                target, link)).isNotEqualTo(0L);
        assertThat(page.script("return arguments[0].closest('details') === arguments[1].closest('details')", target, link))
                .isEqualTo(true);

        page.find("#only-not-passed").click();
        page.until(d -> !page.find("#case-table tr.passed").isDisplayed());
        assertThat(page.caseRow(failed.get("id").asString()).isDisplayed()).isTrue();
    }

    @Test
    void learnersNotesAndSourceAreShownAsTextAndNeverRun() {
        page.signIn(DashboardService.INSTRUCTOR);
        page.openSubmission(id(wrong));

        WebElement notes = page.find("#learner-notes");
        assertThat(notes.getText()).isEqualTo(HOSTILE_NOTES);
        assertThat(notes.findElements(By.cssSelector("*"))).isEmpty();
        assertThat(page.find("#learner-source").getDomProperty("textContent")).startsWith(HOSTILE_COMMENT);
        assertThat(page.findAll("#submission-detail script, #submission-detail img")).isEmpty();
        assertThat(page.script("return window.__pwned === undefined")).isEqualTo(true);
    }

    @Test
    void anOverrideIsShownWithItsScoreWhoAndReasonAsText() {
        String reason = "<img src=x onerror=window.__pwned=1> the hidden case was wrong";
        int same = wrong.get("score").asInt(); // the same score, so the other tests' histogram stays as it is
        assertThat(api.send(api.request("/api/instructor/submissions/" + id(wrong) + "/override",
                        DashboardService.INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(java.net.http.HttpRequest.BodyPublishers.ofString(HttpApi.toJson(Map.of("score", same,
                        "reason", reason)))).build()).statusCode()).isEqualTo(200);
        page.signIn(DashboardService.INSTRUCTOR);
        page.openSubmission(id(wrong));

        WebElement override = page.find("#detail-override");
        assertThat(override.getText()).startsWith(same + " by instructor:").contains(reason);
        assertThat(override.findElements(By.cssSelector("img"))).isEmpty();
        assertThat(page.findAll("#detail-late")).isEmpty();
    }

    @Test
    void theLearnerFilterSuggestsEveryLearnerEvenWhenTheyFillSeveralPages() {
        String section = unique("roster");
        StringBuilder roster = new StringBuilder("id,name,email,section\n");
        for (int i = 0; i < 101; i++) {
            roster.append(section).append("-").append(i).append(",,,").append(section).append('\n');
        }
        HttpResponse<String> imported = api.send(api.request("/api/instructor/learners/import", DashboardService.INSTRUCTOR)
                .header("Content-Type", "text/csv").POST(HttpRequest.BodyPublishers.ofString(roster.toString())).build());
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        long total = json(api.get("/api/instructor/learners?size=1", DashboardService.INSTRUCTOR)).get("total").asLong();
        assertThat(total).isGreaterThan(100);

        page.signIn(DashboardService.INSTRUCTOR);

        List<String> suggested = page.until(d -> page.suggestedLearners().size() == total ? page.suggestedLearners() : null);
        assertThat(suggested).contains(alice, bob, carol, section + "-0", section + "-100").doesNotHaveDuplicates();
    }

    @Test
    void theHeaderSaysWhatProtectsGradesAsTheServiceDoes() {
        page.signIn(DashboardService.INSTRUCTOR);

        JsonNode protection = json(api.get("/actuator/info", null)).get("protection");
        WebElement header = page.until(ExpectedConditions.visibilityOfElementLocated(By.id("protection")));
        assertThat(header.getText()).isEqualTo("Grading protection: " + protection.get("summary").asString());
        assertThat(header.getAttribute("class").contains("unjailed"))
                .as("shown as a warning exactly when workers are not jailed")
                .isEqualTo(!protection.get("jail").asString().equals("jailed"));
    }

    @Test
    void aWrongTokenOrALearnersTokenIsRefusedWithAMessage() {
        page.enterToken("not-a-real-token");
        assertThat(page.signInError()).contains("401").contains("unknown or has been revoked");
        assertThat(page.findAll("#submissions")).isEmpty();

        page.enterToken(api.createLearner(DashboardService.INSTRUCTOR, unique("nosy")));
        page.until(d -> page.signInError().contains("403"));
        assertThat(page.signInError()).contains("needs an instructor token");
        assertThat(page.script("return sessionStorage.length")).isEqualTo(0L);
    }

    private JsonNode graded(String learner, Map<String, String> submission) {
        String token = api.createLearner(DashboardService.INSTRUCTOR, learner);
        String id = json(api.postJson("/api/submissions", token, submission)).get("id").asString();
        return api.finalReport(id, token);
    }

    private JsonNode detail(JsonNode report) {
        return json(api.get("/api/instructor/submissions/" + id(report), DashboardService.INSTRUCTOR));
    }

    private static Map<String, String> row(JsonNode report, String learner) {
        return Map.of("id", id(report), "learner", learner, "status", report.get("status").asString(), "score", score(report));
    }

    private static String score(JsonNode report) {
        return report.get("score").asInt() + " / " + report.get("maxScore").asInt();
    }

    private static String id(JsonNode report) {
        return report.get("id").asString();
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
