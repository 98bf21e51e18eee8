package dev.boundedloop.grader.dashboard;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * The learner's page in a real Chromium against the real service with its worker JVMs: a learner
 * signs in, submits a wrong policy, watches it grade, reads a failed case and a failed loop case's
 * transcript and a failed property, reads the instructor's comment on their notes, submits a file
 * that does not compile, and finds both in their history with the late mark their extension's passed
 * due time gives them. Once at desktop width in light mode and once at 360 px in dark mode, each view checked
 * with axe-core and screenshotted, and the browser console checked for errors.
 */
@NeedsChromium
@DashboardService
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@BrowserTest
@ServiceTest
class LearnerPageBrowserTest {

    private static final String SYNTAX_ERROR = """
            import dev.boundedloop.policy.*;
            public class Broken implements AdmissionPolicy {
                public Admission decide(AdmissionState s) {
                    return Admission.CALL
                }
            }
            """;
    private static final String AGENT_LOOP = "l01-agent-loop";
    private static final String LEDGER = "ch03-unit-b";
    private static final String NOTES = "<b>I stop</b> once the calls pass the limit";
    private static final String COMMENT = "Check the call limit first: <i>precedence</i> matters.";

    @LocalServerPort int port;
    HttpApi api;
    Chromium chromium;
    ChromeDriver driver;
    WebDriverWait wait;

    @BeforeAll
    void startTheBrowser() {
        api = new HttpApi(port);
        chromium = Chromium.start();
        driver = chromium.driver();
        wait = new WebDriverWait(driver, java.time.Duration.ofSeconds(60));
        wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
    }

    @AfterAll
    void closeTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @ParameterizedTest(name = "{0} px wide, {1}")
    @CsvSource({"1280, light", "360, dark"})
    void aLearnerSubmitsAWrongPolicyWatchesItGradeAndReadsWhatFailed(int width, String scheme) {
        BrowserChecks.emulate(driver, width, 900, scheme);
        String view = width + "-" + scheme;
        String learner = unique("lena");
        String token = api.createLearner(DashboardService.INSTRUCTOR, learner);
        // This learner's own due time has just passed (their extension), while late work is still taken: their
        // submissions come late, and nobody else's do.
        Instant due = Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        Instant closes = due.plus(3, ChronoUnit.DAYS);
        assertThat(put("/api/instructor/assignments/" + HttpApi.ASSIGNMENT + "/extensions/" + learner,
                Map.of("dueAt", due.toString(), "lateUntil", closes.toString())).statusCode()).isEqualTo(200);

        // Sign in.
        driver.get(api.base().resolve("/learn/").toString());
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        drainConsole();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input")));
        checkView("sign-in", view);
        driver.findElement(By.id("token-input")).sendKeys(token);
        driver.findElement(By.id("token-submit")).click();

        // The assignment with this learner's own due time, and the starter.
        WebElement card = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#assignments li[data-assignment='" + HttpApi.ASSIGNMENT + "']")));
        assertThat(card.findElement(By.cssSelector(".due time")).getAttribute("datetime")).isEqualTo(due.toString());
        assertThat(card.getText()).contains("your extension");
        JsonNode assignment = StreamSupport.stream(json(api.get("/api/me/assignments", token)).spliterator(), false)
                .filter(a -> a.get("id").asString().equals(HttpApi.ASSIGNMENT)).findFirst().orElseThrow();
        assertThat(card.findElement(By.cssSelector(".left")).getText()).isEqualTo(assignment.has("submissionsLeftThisHour")
                ? assignment.get("submissionsLeftThisHour").asInt() + " of " + assignment.get("submissionsPerHour").asInt()
                : "no limit");
        Path downloads = downloadFolder();
        card.findElement(By.cssSelector("button.starter")).click();
        Path starter = downloads.resolve("Starter.java");
        wait.until(d -> Files.isRegularFile(starter));
        assertThat(readString(starter)).isEqualTo(api.get("/api/assignments/" + HttpApi.ASSIGNMENT + "/starter", token).body());
        assertThat(driver.findElement(By.id("history")).getText()).contains("You have not submitted");
        checkView("assignments", view);

        // Submit the wrong policy, pasted, with notes, and watch it grade.
        String wrongSource = catalogue("wrong/StopsOneCallEarly.java");
        pasteSource(wrongSource);
        driver.findElement(By.id("submit-notes")).sendKeys(NOTES);
        driver.findElement(By.id("submit-button")).click();
        // Read inside the wait: the verdict may replace the live panel between two looks (a stale element).
        String liveProgress = wait.until(d -> {
            WebElement shown = first(d.findElements(By.cssSelector("#live, #summary")));
            if (shown == null) {
                return null;
            }
            return "live".equals(shown.getAttribute("id")) ? shown.findElement(By.id("live-progress")).getText() : "";
        });
        if (!liveProgress.isEmpty()) {
            assertThat(liveProgress)
                    .matches("Waiting for a free grader…|Grading…|Stage: \\w+|Running case \\d+ of \\d+ \\(.+\\)");
            screenshot("live", view);
        }
        String wrongId = submissionInUrl();
        JsonNode wrong = api.finalReport(wrongId, token);
        WebElement score = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
        assertThat(score.getText()).isEqualTo(wrong.get("score").asInt() + " / " + wrong.get("maxScore").asInt());
        assertThat(driver.findElement(By.id("status-badge")).getText()).isEqualTo("GRADED");
        assertThat(screensTall()).as("the report's height in screens, all folded").isLessThanOrEqualTo(6.0);

        // A failed decision case: expected and observed as the report has them, the observed one marked.
        JsonNode decision = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("visibility").asString().equals("VISIBLE") && c.get("expected").isString()).findFirst().orElseThrow();
        WebElement decisionItem = caseItem(decision);
        assertThat(decisionItem.findElement(By.cssSelector(".expected")).getText()).isEqualTo(decision.get("expected").asString());
        assertThat(decisionItem.findElement(By.cssSelector("mark .observed")).getText()).isEqualTo(decision.get("observed").asString());
        // The input that decides a failed case stands open on one line (a property's is its counterexample), and
        // the status names are explained.
        // A long one (a whole scenario) is one click away and says its size.
        JsonNode decided = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("visibility").asString().equals("VISIBLE") && !c.get("category").asString().equals("property")
                && c.has("input")).findFirst().orElseThrow();
        String inputLine = compact(decided.get("input"));
        if (inputLine.length() <= 160) {
            WebElement input = caseItem(decided).findElement(By.cssSelector("p.input code"));
            assertThat(input.isDisplayed()).isTrue();
            assertThat(input.getText()).isEqualTo(inputLine);
        } else {
            WebElement input = caseItem(decided).findElement(By.cssSelector("details.input summary"));
            assertThat(input.isDisplayed()).isTrue();
            assertThat(input.getText()).matches("Input \\(\\d+ lines\\)");
        }
        assertThat(driver.findElements(By.cssSelector("#failed-cases dl.statuses dt")).stream().map(WebElement::getText))
                .contains(decision.get("expected").asString(), decision.get("observed").asString());

        // A failed loop case: the values that differ by their paths, the first one in the open; its transcript
        // folded until asked for, then beside the reference run's. One whose messages differ from the
        // reference run's, so the side-by-side has something to show.
        JsonNode loop = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("category").asString().equals("loop") && c.get("visibility").asString().equals("VISIBLE")
                && hasTranscript(wrong, c.get("id").asString())
                && firstDifference(transcriptOf(wrong, c.get("id").asString()).get("messages"),
                        referenceRun(wrongId, c.get("id").asString(), token)) >= 0).findFirst().orElseThrow();
        WebElement loopItem = caseItem(loop);
        readsTheDifferingValues(loopItem, loop);
        assertThat(loopItem.getText()).contains(loop.get("message").asString());
        readsTheTranscriptBesideTheReference(loopItem, wrong, wrongId, loop, token, "transcript-beside-reference", view);

        // A failed property: its seed, to reproduce it, and the shrunk counterexample.
        JsonNode property = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("category").asString().equals("property") && c.get("visibility").asString().equals("VISIBLE"))
                .findFirst().orElseThrow();
        WebElement propertyItem = caseItem(property);
        assertThat(propertyItem.findElement(By.cssSelector(".seed")).getText())
                .isEqualTo(property.get("input").get("seed").asString());
        assertThat(propertyItem.findElement(By.cssSelector(".counterexample")).getDomProperty("textContent"))
                .isEqualTo(text(property.get("input").get("counterexample")));
        checkView("report", view);

        // The instructor comments on the notes; the learner reads it, and both texts stay text.
        assertThat(put("/api/instructor/reviews/" + wrongId, Map.of("comment", COMMENT)).statusCode()).isEqualTo(200);
        driver.navigate().refresh();
        WebElement comment = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#review-thread .comment-text")));
        assertThat(comment.getText()).isEqualTo(COMMENT);
        assertThat(driver.findElements(By.cssSelector("#review-thread .comment"))).hasSize(1);
        assertThat(driver.findElement(By.id("sent-notes")).getText()).isEqualTo(NOTES);
        assertThat(driver.findElements(By.cssSelector("#review i, #sent b"))).isEmpty();

        // A chosen file that does not compile: the diagnostic shows the line it names, from what was sent.
        driver.findElement(By.id("back")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("submit-source")));
        driver.findElement(By.id("submit-file")).sendKeys(policyFile(SYNTAX_ERROR).toString());
        driver.findElement(By.id("submit-button")).click();
        wait.until(d -> !submissionInUrl().isEmpty() && !submissionInUrl().equals(wrongId));
        String brokenId = submissionInUrl();
        JsonNode broken = api.finalReport(brokenId, token);
        assertThat(broken.get("status").asString()).isEqualTo("COMPILE_ERROR");
        long line = broken.get("diagnostics").get(0).get("line").asLong();
        WebElement diagnostic = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#diagnostics li.diagnostic[data-line='" + line + "']")));
        assertThat(diagnostic.getText()).contains(broken.get("diagnostics").get(0).get("message").asString());
        assertThat(diagnostic.findElement(By.cssSelector(".line.at")).getText())
                .isEqualTo(line + " " + SYNTAX_ERROR.lines().toList().get((int) line - 1));
        checkView("compile-error", view);

        // The history: both submissions, newest first, with their scores.
        driver.findElement(By.id("back")).click();
        List<WebElement> history = wait.until(d -> {
            List<WebElement> items = d.findElements(By.cssSelector("#history-list li[data-submission]"));
            return items.size() == 2 ? items : null;
        });
        assertThat(history.stream().map(li -> li.getAttribute("data-submission")).toList()).containsExactly(brokenId, wrongId);
        assertThat(history.get(1).findElement(By.cssSelector(".score")).getText())
                .isEqualTo(wrong.get("score").asInt() + " / " + wrong.get("maxScore").asInt());
        assertThat(history.get(1).getText()).contains("instructor commented");
        int lateDays = wrong.get("late").get("days").asInt();
        assertThat(lateDays).isEqualTo(1);
        assertThat(history.get(1).findElement(By.cssSelector(".late")).getText()).isEqualTo("late 1 day, −"
                + wrong.get("late").get("penaltyPercent").asInt() + "% → " + wrong.get("late").get("scoreAfterPenalty").asInt());
        checkView("history", view);

        assertThat(consoleErrors()).isEmpty();
    }

    @ParameterizedTest(name = "{0} px wide, {1}")
    @CsvSource({"1280, light", "360, dark"})
    void aLearnerReadsAFailedAgentLoopRunAndAFailedLedgerRun(int width, String scheme) {
        BrowserChecks.emulate(driver, width, 900, scheme);
        String view = width + "-" + scheme;
        String token = api.createLearner(DashboardService.INSTRUCTOR, unique("ada"));
        driver.get(api.base().resolve("/learn/?assignment=" + AGENT_LOOP).toString());
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        drainConsole();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(token);
        driver.findElement(By.id("token-submit")).click();

        // The agent loop: the form offers this assignment, whose learner API is another interface.
        wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("#assignments li.chosen[data-assignment='" + AGENT_LOOP + "']")));
        assertThat(driver.findElement(By.id("submit-assignment")).getDomProperty("value")).isEqualTo(AGENT_LOOP);
        assertThat(driver.findElement(By.id("submit-source")).getDomProperty("placeholder")).contains("AgentLoop");
        pasteSource(suiteCatalogue(AGENT_LOOP, "wrong/NoContinueNudge.java"));
        driver.findElement(By.id("submit-button")).click();
        wait.until(d -> !submissionInUrl().isEmpty());
        String loopId = submissionInUrl();
        JsonNode loopReport = api.finalReport(loopId, token);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
        assertThat(screensTall()).as("the report's height in screens, all folded").isLessThanOrEqualTo(6.0);
        // Its failed runs: the first differing value and what else differs, never the raw run; the transcript
        // beside the reference's from where they part.
        JsonNode run = cases(loopReport).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("visibility").asString().equals("VISIBLE") && hasTranscript(loopReport, c.get("id").asString())
                && firstDifference(transcriptOf(loopReport, c.get("id").asString()).get("messages"),
                        referenceRun(loopId, c.get("id").asString(), token)) >= 0).findFirst().orElseThrow();
        WebElement runItem = caseItem(run);
        script("arguments[0].scrollIntoView({block: 'start'})", runItem);
        checkView("agent-loop-failed-run", view);
        readsTheDifferingValues(runItem, run);
        assertThat(runItem.getText()).contains(run.get("message").asString());
        readsTheTranscriptBesideTheReference(runItem, loopReport, loopId, run, token, "agent-loop-transcript", view);
        checkView("agent-loop-transcript-open", view);

        // The attempt ledger, whose course shows learners only the sum of the hidden cases: a failed run has
        // no transcript, the differing value (the step's end) is what shows, and no hidden case is named.
        String settings = "/api/instructor/assignments/" + LEDGER + "/settings";
        JsonNode courseSettings = json(api.get(settings, DashboardService.INSTRUCTOR));
        assertThat(putJson(settings, ((tools.jackson.databind.node.ObjectNode) courseSettings.deepCopy())
                .put("hiddenResults", "SCORE_ONLY").toString()).statusCode()).isEqualTo(200);
        try {
            readsAFailedLedgerRunWithOnlyTheHiddenSum(token, loopId, view);
        } finally {
            assertThat(putJson(settings, courseSettings.toString()).statusCode()).isEqualTo(200);
        }
        assertThat(consoleErrors()).isEmpty();
    }

    private void readsAFailedLedgerRunWithOnlyTheHiddenSum(String token, String loopId, String view) {
        driver.findElement(By.id("back")).click();
        Select picker = new Select(wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("submit-assignment"))));
        picker.selectByValue(LEDGER);
        assertThat(driver.findElement(By.id("submit-source")).getDomProperty("placeholder")).doesNotContain("AgentLoop");
        pasteSource(suiteCatalogue(LEDGER, "wrong/OffByOneCallLimit.java"));
        driver.findElement(By.id("submit-button")).click();
        wait.until(d -> !submissionInUrl().isEmpty() && !submissionInUrl().equals(loopId));
        String ledgerId = submissionInUrl();
        JsonNode ledgerReport = api.finalReport(ledgerId, token);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
        JsonNode ledgerRun = cases(ledgerReport).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("visibility").asString().equals("VISIBLE") && c.get("expected").isObject()
                && !c.get("category").asString().equals("property")).findFirst().orElseThrow();
        WebElement ledgerItem = caseItem(ledgerRun);
        readsTheDifferingValues(ledgerItem, ledgerRun);
        assertThat(ledgerItem.findElements(By.cssSelector("details.transcript"))).isEmpty();
        WebElement whole = ledgerItem.findElement(By.cssSelector("details.whole-values"));
        assertThat(whole.getAttribute("open")).isNull();
        whole.findElement(By.tagName("summary")).click();
        assertThat(whole.findElement(By.cssSelector(".observed-whole")).getDomProperty("textContent"))
                .isEqualTo(text(ledgerRun.get("observed")));
        JsonNode sum = ledgerReport.get("hiddenCases");
        assertThat(driver.findElement(By.id("hidden-sum")).getText()).isEqualTo("Hidden cases: " + sum.get("passed").asInt()
                + " of " + sum.get("total").asInt() + " passed, " + sum.get("points").asInt() + " of "
                + sum.get("maxPoints").asInt() + " points.");
        assertThat(driver.findElements(By.id("hidden-failed-cases"))).isEmpty();
        JsonNode everyCase = json(api.get("/api/instructor/submissions/" + ledgerId, DashboardService.INSTRUCTOR)).get("report");
        List<String> hiddenIds = cases(everyCase).stream().filter(c -> c.get("visibility").asString().equals("HIDDEN"))
                .map(c -> c.get("id").asString()).toList();
        assertThat(hiddenIds).isNotEmpty().allSatisfy(id ->
                assertThat(driver.findElements(By.cssSelector("[data-case='" + id + "']"))).isEmpty());
        script("arguments[0].scrollIntoView({block: 'start'})", ledgerItem);
        checkView("ledger-failed-run", view);
    }

    @org.junit.jupiter.api.Test
    void aRefusedTokenBringsThePromptBackWithTheReasonAndIsForgotten() {
        driver.manage().window().setSize(new Dimension(1280, 900));
        driver.get(api.base().resolve("/learn/?assignment=" + HttpApi.ASSIGNMENT).toString());
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys("not-a-real-token");
        driver.findElement(By.id("token-submit")).click();

        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-in-error")));
        assertThat(error.getText()).contains("401").contains("unknown or has been revoked").contains("Paste your token again");
        assertThat(driver.findElements(By.id("assignments"))).isEmpty();
        assertThat(script("return sessionStorage.length")).isEqualTo(0L);
        assertThat(driver.findElement(By.id("token-input")).isDisplayed()).isTrue();
    }

    private void pasteSource(String source) {
        WebElement area = driver.findElement(By.id("submit-source"));
        // Typing a whole file key by key is slow and the textarea would auto-indent nothing anyway; set it as pasted.
        script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", area, source);
    }

    /** A fresh folder the browser saves downloads to without asking. */
    private Path downloadFolder() {
        try {
            Path folder = Files.createTempDirectory("learner-downloads-");
            driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow",
                    "downloadPath", folder.toAbsolutePath().toString()));
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file the learner chooses in the form, as they would from their editor. */
    private static Path policyFile(String source) {
        try {
            Path file = Files.createTempDirectory("learner-policy-").resolve("Broken.java");
            Files.writeString(file, source);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A failed run's differences as the page shows them: the first few differing values by their paths, in
     * the order a walk of expected and observed finds them with the field the message names in front, the
     * first labelled; each value compact, and the
     * changed part of the observed one marked.
     */
    private void readsTheDifferingValues(WebElement item, JsonNode c) {
        List<Difference> walked = new ArrayList<>();
        differences(c.get("expected"), c.get("observed"), "", walked);
        assertThat(walked).isNotEmpty();
        List<Difference> differences = JudgedFirst.inFront(walked, Difference::path, c.path("message").asString(null));
        List<WebElement> shown = item.findElements(By.cssSelector("ol.differences > li.differs"));
        assertThat(shown.stream().filter(WebElement::isDisplayed).map(li -> li.getAttribute("data-field")).toList())
                .containsExactlyElementsOf(differences.stream().limit(4).map(Difference::path).toList());
        assertThat(shown).hasSize(differences.size());
        WebElement first = shown.get(0);
        assertThat(first.getAttribute("class")).contains("first");
        assertThat(first.getText()).containsIgnoringCase("first difference");
        Difference d = differences.get(0);
        assertThat(first.findElement(By.cssSelector(".expected")).getDomProperty("textContent")).isEqualTo(compact(d.expected()));
        WebElement observed = first.findElement(By.cssSelector(".observed"));
        assertThat(observed.getDomProperty("textContent")).isEqualTo(compact(d.observed()));
        String changed = changedPart(compact(d.expected()), compact(d.observed()));
        assertThat(observed.findElements(By.tagName("mark")).stream().map(m -> m.getDomProperty("textContent")).toList())
                .isEqualTo(changed.isEmpty() ? List.of() : List.of(changed));
        // The whole run is there for whoever wants it, folded.
        assertThat(item.findElement(By.cssSelector("details.whole-values")).getAttribute("open")).isNull();
    }

    private void readsTheTranscriptBesideTheReference(WebElement item, JsonNode report, String submissionId, JsonNode c,
            String token, String screenshot, String view) {
        WebElement transcript = item.findElement(By.cssSelector("details.transcript"));
        assertThat(transcript.getAttribute("open")).isNull();
        assertThat(transcript.findElement(By.cssSelector("li.message")).isDisplayed()).isFalse();
        transcript.findElement(By.tagName("summary")).click();
        // Opened, it sits beside the reference run from the first message where the two part.
        JsonNode mine = transcriptOf(report, c.get("id").asString()).get("messages");
        JsonNode reference = referenceRun(submissionId, c.get("id").asString(), token);
        int parting = firstDifference(mine, reference);
        WebElement sideBySide = wait.until(d -> transcript.findElement(By.cssSelector("ol.side-by-side")));
        assertThat(sideBySide.getAttribute("start")).isEqualTo(String.valueOf(parting + 1));
        assertThat(sideBySide.findElements(By.cssSelector("li.pair")))
                .hasSize(Math.max(mine.size(), reference.size()) - parting);
        // One pair a row, read top to bottom, however wide the window.
        assertThat(sideBySide.findElements(By.cssSelector("li.pair"))).allSatisfy(pair ->
                assertThat(pair.getRect().getX()).isEqualTo(sideBySide.getRect().getX()));
        WebElement firstPair = sideBySide.findElement(By.cssSelector("li.pair"));
        assertThat(firstPair.getAttribute("class")).contains("differs");
        List<WebElement> sides = firstPair.findElements(By.cssSelector(".side"));
        assertThat(sides).hasSize(2);
        if (parting < reference.size()) {
            assertThat(sides.get(1).getText()).contains(reference.get(parting).get("content").asString());
        }
        script("arguments[0].scrollIntoView({block: 'start'})", sideBySide);
        screenshot(screenshot, view);
        WebElement wholeRun = transcript.findElement(By.cssSelector("details.whole-run"));
        wholeRun.findElement(By.tagName("summary")).click();
        wait.until(d -> wholeRun.findElement(By.cssSelector("li.message")).isDisplayed());
        assertThat(wholeRun.findElements(By.cssSelector("ol.messages > li"))).hasSize(mine.size());
    }

    private record Difference(String path, JsonNode expected, JsonNode observed) {}

    /**
     * The differing leaves of two values, walked as a reader would: lists element by element, maps by the
     * expected value's keys and then the observed value's others, multi-line text line by line; null for an
     * absent side.
     */
    private static void differences(JsonNode expected, JsonNode observed, String path, List<Difference> found) {
        if (expected != null && observed != null && expected.isArray() && observed.isArray()) {
            for (int i = 0; i < Math.max(expected.size(), observed.size()); i++) {
                differences(expected.get(i), observed.get(i), path + "[" + i + "]", found);
            }
        } else if (expected != null && observed != null && expected.isObject() && observed.isObject()) {
            List<String> keys = new ArrayList<>(expected.propertyNames());
            observed.propertyNames().stream().filter(k -> !expected.has(k)).forEach(keys::add);
            for (String key : keys) {
                differences(expected.get(key), observed.get(key), path.isEmpty() ? key : path + "." + key, found);
            }
        } else if (expected != null && observed != null && expected.isString() && observed.isString()
                && (expected.asString().contains("\n") || observed.asString().contains("\n"))) {
            List<String> e = expected.asString().lines().toList();
            List<String> o = observed.asString().lines().toList();
            for (int i = 0; i < Math.max(e.size(), o.size()); i++) {
                if (!Objects.equals(i < e.size() ? e.get(i) : null, i < o.size() ? o.get(i) : null)) {
                    found.add(new Difference((path.isEmpty() ? "" : path + " ") + "line " + (i + 1),
                            i < e.size() ? tools.jackson.databind.node.StringNode.valueOf(e.get(i)) : null,
                            i < o.size() ? tools.jackson.databind.node.StringNode.valueOf(o.get(i)) : null));
                }
            }
        } else if (!Objects.equals(expected, observed)) {
            found.add(new Difference(path, expected, observed));
        }
    }

    /**
     * The observed text less what it shares with the expected text at its start and at its end, widened to
     * whole words: an enum value or a number is marked whole.
     */
    private static String changedPart(String expected, String observed) {
        int start = 0;
        while (start < expected.length() && start < observed.length() && expected.charAt(start) == observed.charAt(start)) {
            start++;
        }
        int end = 0;
        while (end < expected.length() - start && end < observed.length() - start
                && expected.charAt(expected.length() - 1 - end) == observed.charAt(observed.length() - 1 - end)) {
            end++;
        }
        if (expected.equals(observed)) {
            return "";
        }
        while (start > 0 && inWord(observed, start - 1) && (inWord(observed, start) || inWord(expected, start))) {
            start--;
        }
        int stop = observed.length() - end;
        while (end > 0 && inWord(observed, stop) && (inWord(observed, stop - 1) || inWord(expected, expected.length() - end - 1))) {
            end--;
            stop++;
        }
        return observed.substring(start, stop);
    }

    private static boolean inWord(String text, int i) {
        return i >= 0 && i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_');
    }

    /** One value on one line, as the page writes it: text as it is, anything else as JSON, an absent one said so. */
    private String compact(JsonNode value) {
        if (value == null) {
            return "(absent)";
        }
        return value.isString() ? value.asString()
                : (String) script("return JSON.stringify(JSON.parse(arguments[0]))", value.toString());
    }

    private static String suiteCatalogue(String assignment, String file) {
        try {
            return Files.readString(TestSuites.FOLDER.resolve(assignment).resolve("catalogue").resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The document's height in window heights. */
    private double screensTall() {
        return ((Number) script("return document.documentElement.scrollHeight / window.innerHeight")).doubleValue();
    }

    private void checkView(String name, String view) {
        screenshot(name, view);
        assertThat(Accessibility.seriousViolations(driver)).as("axe-core on the %s view at %s", name, view).isEmpty();
        assertThat(script("return document.documentElement.scrollWidth <= window.innerWidth"))
                .as("the %s view at %s fits its width without scrolling sideways", name, view).isEqualTo(true);
    }

    private void screenshot(String name, String view) {
        BrowserChecks.screenshot(driver, "learner-" + name + "-" + view);
    }

    private void drainConsole() {
        BrowserChecks.drainConsole(driver);
    }

    private List<String> consoleErrors() {
        return BrowserChecks.consoleErrors(driver);
    }

    private WebElement caseItem(JsonNode c) {
        return driver.findElement(By.cssSelector("#failed-cases li.case[data-case='" + c.get("id").asString() + "']"));
    }

    private String submissionInUrl() {
        String query = java.net.URI.create(driver.getCurrentUrl()).getQuery();
        if (query == null) {
            return "";
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith("submission=")) {
                return pair.substring("submission=".length());
            }
        }
        return "";
    }

    private static List<JsonNode> cases(JsonNode report) {
        return StreamSupport.stream(report.get("cases").spliterator(), false).toList();
    }

    private static boolean hasTranscript(JsonNode report, String caseId) {
        return transcriptOf(report, caseId) != null;
    }

    private JsonNode referenceRun(String submissionId, String caseId, String token) {
        return json(api.get("/api/submissions/" + submissionId + "/reference-transcripts/" + caseId, token)).get("messages");
    }

    /** Where two transcripts part: the index of the first message that differs (key order aside), or -1. */
    private static int firstDifference(JsonNode mine, JsonNode reference) {
        for (int i = 0; i < Math.max(mine.size(), reference.size()); i++) {
            if (!Objects.equals(mine.get(i), reference.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static JsonNode transcriptOf(JsonNode report, String caseId) {
        return StreamSupport.stream(report.get("transcripts").spliterator(), false)
                .filter(t -> t.get("caseId").asString().equals(caseId)).findFirst().orElse(null);
    }

    /** A report value as the page writes it: strings as they are, anything else as JSON with one-space indents. */
    private String text(JsonNode value) {
        return value.isString() ? value.asString()
                : (String) script("return JSON.stringify(JSON.parse(arguments[0]), null, 1)", value.toString());
    }

    private HttpResponse<String> putJson(String path, String body) {
        return api.send(api.request(path, DashboardService.INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, DashboardService.INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private Object script(String javascript, Object... args) {
        return driver.executeScript(javascript, args);
    }

    private static <T> T first(List<T> items) {
        return items.isEmpty() ? null : items.get(0);
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
