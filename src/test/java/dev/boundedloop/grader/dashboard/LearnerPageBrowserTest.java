package dev.boundedloop.grader.dashboard;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
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
class LearnerPageBrowserTest {

    private static final String SYNTAX_ERROR = """
            import dev.boundedloop.policy.*;
            public class Broken implements AdmissionPolicy {
                public Admission decide(AdmissionState s) {
                    return Admission.CALL
                }
            }
            """;
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
        assertThat(card.findElement(By.cssSelector("button.starter")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("history")).getText()).contains("You have not submitted");
        checkView("assignments", view);

        // Submit the wrong policy, pasted, with notes, and watch it grade.
        String wrongSource = catalogue("wrong/StopsOneCallEarly.java");
        pasteSource(wrongSource);
        driver.findElement(By.id("submit-notes")).sendKeys(NOTES);
        driver.findElement(By.id("submit-button")).click();
        WebElement shown = wait.until(d -> first(d.findElements(By.cssSelector("#live, #summary"))));
        if ("live".equals(shown.getAttribute("id"))) {
            assertThat(shown.findElement(By.id("live-progress")).getText())
                    .matches("Waiting for a free grader…|Grading…|Stage: \\w+|Running case \\d+ of \\d+ \\(.+\\)");
            screenshot("live", view);
        }
        String wrongId = submissionInUrl();
        JsonNode wrong = api.finalReport(wrongId, token);
        WebElement score = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
        assertThat(score.getText()).isEqualTo(wrong.get("score").asInt() + " / " + wrong.get("maxScore").asInt());
        assertThat(driver.findElement(By.id("status-badge")).getText()).isEqualTo("GRADED");

        // A failed decision case: expected and observed as the report has them, the observed one marked.
        JsonNode decision = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("visibility").asString().equals("VISIBLE") && c.get("expected").isString()).findFirst().orElseThrow();
        WebElement decisionItem = caseItem(decision);
        assertThat(decisionItem.findElement(By.cssSelector(".expected")).getText()).isEqualTo(decision.get("expected").asString());
        assertThat(decisionItem.findElement(By.cssSelector("mark .observed")).getText()).isEqualTo(decision.get("observed").asString());

        // A failed loop case: the fields that differ, in the open; its transcript folded until asked for.
        // One whose messages differ from the reference run's, so the side-by-side has something to show.
        JsonNode loop = cases(wrong).stream().filter(c -> c.get("outcome").asString().equals("FAIL")
                && c.get("category").asString().equals("loop") && c.get("visibility").asString().equals("VISIBLE")
                && hasTranscript(wrong, c.get("id").asString())
                && firstDifference(transcriptOf(wrong, c.get("id").asString()).get("messages"),
                        referenceRun(wrongId, c.get("id").asString(), token)) >= 0).findFirst().orElseThrow();
        WebElement loopItem = caseItem(loop);
        List<String> differing = differingFields(loop);
        assertThat(differing).isNotEmpty();
        assertThat(loopItem.findElements(By.cssSelector("table.fields tr.differs")).stream()
                .map(tr -> tr.getAttribute("data-field")).toList()).containsExactlyElementsOf(differing);
        String field = differing.get(0);
        WebElement row = loopItem.findElement(By.cssSelector("tr.differs[data-field='" + field + "']"));
        assertThat(row.findElement(By.cssSelector(".expected")).getDomProperty("textContent"))
                .isEqualTo(text(loop.get("expected").get(field)));
        assertThat(row.findElement(By.cssSelector("mark .observed")).getDomProperty("textContent"))
                .isEqualTo(text(loop.get("observed").get(field)));
        assertThat(loopItem.getText()).contains(loop.get("message").asString());
        WebElement transcript = loopItem.findElement(By.cssSelector("details.transcript"));
        assertThat(transcript.getAttribute("open")).isNull();
        assertThat(transcript.findElement(By.cssSelector("li.message")).isDisplayed()).isFalse();
        transcript.findElement(By.tagName("summary")).click();
        // Opened, it sits beside the reference run from the first message where the two part.
        JsonNode mine = transcriptOf(wrong, loop.get("id").asString()).get("messages");
        JsonNode reference = referenceRun(wrongId, loop.get("id").asString(), token);
        int parting = firstDifference(mine, reference);
        WebElement sideBySide = wait.until(d -> transcript.findElement(By.cssSelector("ol.side-by-side")));
        assertThat(sideBySide.getAttribute("start")).isEqualTo(String.valueOf(parting + 1));
        assertThat(sideBySide.findElements(By.cssSelector("li.pair")))
                .hasSize(Math.max(mine.size(), reference.size()) - parting);
        assertThat(sideBySide.findElement(By.cssSelector("li.pair")).getAttribute("class")).contains("differs");
        script("arguments[0].scrollIntoView({block: 'start'})", sideBySide);
        screenshot("transcript-beside-reference", view);
        WebElement wholeRun = transcript.findElement(By.cssSelector("details.whole-run"));
        wholeRun.findElement(By.tagName("summary")).click();
        wait.until(d -> wholeRun.findElement(By.cssSelector("li.message")).isDisplayed());
        assertThat(wholeRun.findElements(By.cssSelector("ol.messages > li"))).hasSize(mine.size());

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

    /** The fields of a loop case's run that differ from the reference's, in the report's order. */
    private static List<String> differingFields(JsonNode c) {
        List<String> fields = new ArrayList<>();
        for (String name : c.get("expected").propertyNames()) {
            if (!c.get("expected").get(name).equals(c.get("observed").get(name))) {
                fields.add(name);
            }
        }
        return fields;
    }

    /** A report value as the page writes it: strings as they are, anything else as JSON with one-space indents. */
    private String text(JsonNode value) {
        return value.isString() ? value.asString()
                : (String) script("return JSON.stringify(JSON.parse(arguments[0]), null, 1)", value.toString());
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
