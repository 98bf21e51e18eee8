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
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * The dashboard's course actions in a real Chromium against the real service with its worker JVMs:
 * a comment thread on a learner's notes that the learner then reads on their page, an override set and
 * cleared, settings saved and a bad value refused next to its field, an extension given and removed, a
 * similar pair side by side with the shared lines marked, and suite versions uploaded (one malformed,
 * one valid) and activated. Everything happens on an assignment of its own, uploaded for this class, so
 * the other dashboard tests' counts on the shared service stay theirs. Once at desktop width in light
 * mode and once at 360 px in dark mode, each view checked with axe-core, for sideways scrolling and
 * screenshotted, and the console checked for errors.
 */
@NeedsChromium
@DashboardService
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@BrowserTest
@ServiceTest
class CourseActionsBrowserTest {

    private static final String INSTRUCTOR = DashboardService.INSTRUCTOR;
    private static final String NOTES = "<b>I stop</b> once the calls pass the limit";
    private static final String FIRST_COMMENT = "Why check the <i>calls</i> first?";
    private static final String SECOND_COMMENT = "Good answer.\nThe order matters when both limits are hit.";

    @LocalServerPort int port;
    HttpApi api;
    Chromium chromium;
    ChromeDriver driver;
    CourseActionsPage page;
    String assignment;

    @BeforeAll
    void uploadAnAssignmentAndStartTheBrowser() {
        api = new HttpApi(port);
        assignment = "ui-" + UUID.randomUUID().toString().substring(0, 8);
        SortedMap<String, byte[]> files = suiteFiles("1");
        HttpResponse<String> created = upload(files);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        assertThat(api.send(api.request("/api/instructor/assignments/" + assignment + "/suite/versions/1/activate", INSTRUCTOR)
                .POST(HttpRequest.BodyPublishers.noBody()).build()).statusCode()).isEqualTo(200);
        chromium = Chromium.start();
        driver = chromium.driver();
        page = new CourseActionsPage(driver, api.base());
    }

    @AfterAll
    void closeTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @ParameterizedTest(name = "{0} px wide, {1}")
    @CsvSource({"1280, light", "360, dark"})
    void anInstructorActsOnTheCourseFromTheDashboard(int width, String scheme) {
        BrowserChecks.emulate(driver, width, 900, scheme);
        String view = width + "-" + scheme;
        // Two learners send the same policy (a similar pair), the first with notes to review.
        String ada = unique("ada");
        String adaToken = api.createLearner(INSTRUCTOR, ada);
        String ben = unique("ben");
        String benToken = api.createLearner(INSTRUCTOR, ben);
        String adaSubmission = graded(adaToken, catalogue("correct/Reference.java"), NOTES);
        String benSubmission = graded(benToken, catalogue("correct/Reference.java"), null);

        page.signIn(INSTRUCTOR);
        page.drainConsole();

        reviewThread(view, ada, adaToken, adaSubmission);
        page.signIn(INSTRUCTOR);
        overrideSetAndCleared(view, ben, benSubmission);
        settingsAndExtension(view, ada);
        similarPairSideBySide(view, adaSubmission, benSubmission);
        suiteUploadedAndActivated(view);

        // The refusals this test provokes are logged by the browser as failed loads; anything else is an error.
        List<String> provoked = List.of(
                "/api/instructor/reviews/" + adaSubmission + "/comments - Failed to load resource: the server responded with a status of 400",
                "/api/instructor/submissions/" + benSubmission + "/override - Failed to load resource: the server responded with a status of 400",
                "/api/instructor/assignments/" + assignment + "/settings - Failed to load resource: the server responded with a status of 400",
                // No similarity run yet: the view says so.
                "/api/instructor/assignments/" + assignment + "/similarity - Failed to load resource: the server responded with a status of 404",
                "/api/instructor/assignments/" + assignment + "/suite - Failed to load resource: the server responded with a status of 422");
        assertThat(page.consoleErrors()).allSatisfy(error ->
                assertThat(provoked).as("an error the test did not provoke: %s", error).anySatisfy(p -> assertThat(error).contains(p)));
        assertThat(BrowserChecks.apiCallsOutside(driver, "/api/instructor/"))
                .as("the dashboard's calls outside the instructor API since the last sign-in")
                .allMatch(BrowserChecks.WHO_IS_SIGNED_IN::equals);
    }

    private void reviewThread(String view, String learner, String learnerToken, String submission) {
        page.openView("reviews", assignment);
        WebElement card = page.waitFor("#review-list li[data-submission='" + submission + "']");
        assertThat(card.findElement(By.cssSelector("h3")).getText()).startsWith(learner);
        assertThat(card.findElement(By.cssSelector(".learner-notes")).getText()).isEqualTo(NOTES);
        assertThat(card.findElements(By.cssSelector(".learner-notes b"))).isEmpty();

        WebElement text = card.findElement(By.cssSelector("textarea[name=text]"));
        text.sendKeys(FIRST_COMMENT);
        card.findElement(By.cssSelector("button.add-comment")).click();
        page.until(d -> card.findElements(By.cssSelector(".thread .comment")).size() == 1);
        assertThat(text.getAttribute("value")).isEmpty();
        // A blank comment is refused by the API, and the refusal is shown next to the comment field.
        card.findElement(By.cssSelector("button.add-comment")).click();
        assertThat(page.fieldError(card.findElement(By.cssSelector("form")), "text")).contains("'text' is required");

        text.sendKeys(SECOND_COMMENT);
        card.findElement(By.cssSelector("button.mark-reviewed")).click();
        page.until(d -> card.findElements(By.cssSelector(".thread .comment")).size() == 2);
        assertThat(card.findElement(By.cssSelector("h3 .badge")).getText()).isEqualTo("REVIEWED");
        assertThat(card.findElements(By.cssSelector(".thread .comment-text")).stream()
                .map(e -> e.getDomProperty("textContent")).toList()).containsExactly(FIRST_COMMENT, SECOND_COMMENT);
        assertThat(card.findElements(By.cssSelector(".thread i"))).isEmpty();
        page.checkView("reviews", view);
        JsonNode thread = json(api.get("/api/instructor/reviews/" + submission + "/comments", INSTRUCTOR));
        assertThat(thread.size()).isEqualTo(2);

        // The learner reads the whole thread on their submission, as text.
        page.open("/learn/?submission=" + submission);
        page.script("sessionStorage.clear()");
        driver.navigate().refresh();
        page.waitFor("#token-input").sendKeys(learnerToken);
        page.find("#token-submit").click();
        page.waitFor("#review-thread");
        assertThat(page.findAll("#review-thread .comment-text").stream().map(e -> e.getDomProperty("textContent")).toList())
                .containsExactly(FIRST_COMMENT, SECOND_COMMENT);
        assertThat(page.findAll("#review-thread .comment-author").stream().map(WebElement::getText).toList())
                .containsExactly(thread.get(0).get("author").asString(), thread.get(1).get("author").asString());
        assertThat(page.findAll("#review i, #sent b")).isEmpty();
        assertThat(page.find("#review-done").getText()).startsWith("Reviewed by");
        page.checkView("learner-review-thread", view);
    }

    private void overrideSetAndCleared(String view, String learner, String submission) {
        page.openView("overrides", assignment);
        page.waitFor("#overrides-empty");
        WebElement form = page.find("#override-form");
        page.typeAndLeave(form.findElement(By.cssSelector("input[name=learner]")), learner);
        page.until(d -> !form.findElements(By.cssSelector("select[name=submission] option[value='" + submission + "']")).isEmpty());
        int max = json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR)).get("maxScore").asInt();

        page.type(form.findElement(By.cssSelector("input[name=score]")), String.valueOf(max + 5));
        form.findElement(By.cssSelector("textarea[name=reason]")).sendKeys("Explained the budget in person");
        form.findElement(By.id("override-save")).click();
        assertThat(page.fieldError(form, "score")).contains("'score' must be 0 to " + max);
        assertThat(form.findElement(By.cssSelector("input[name=score]")).getAttribute("aria-invalid")).isEqualTo("true");

        page.type(form.findElement(By.cssSelector("input[name=score]")), "7");
        form.findElement(By.id("override-save")).click();
        WebElement row = page.waitFor("#override-table tr[data-submission='" + submission + "']");
        assertThat(row.findElement(By.cssSelector(".counted")).getText()).isEqualTo("7 / " + max);
        assertThat(row.findElement(By.cssSelector(".learner")).getText()).isEqualTo(learner);
        assertThat(row.findElement(By.cssSelector(".reason")).getText()).isEqualTo("Explained the budget in person");
        assertThat(json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR)).get("override").get("score").asInt())
                .isEqualTo(7);
        page.checkView("overrides", view);

        row.findElement(By.cssSelector("button.clear-override")).click();
        page.waitFor("#overrides-empty");
        JsonNode cleared = json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR)).get("override");
        assertThat(cleared == null || cleared.isNull()).as("the override is gone: %s", cleared).isTrue();
    }

    private void settingsAndExtension(String view, String learner) {
        page.openView("settings", assignment);
        WebElement form = page.waitFor("#settings-form");
        WebElement due = form.findElement(By.cssSelector("input[name=dueAt]"));
        WebElement lateUntil = form.findElement(By.cssSelector("input[name=lateUntil]"));
        // The browser's zone is the machine's; the page converts its local times to instants.
        page.setValue(due, "2031-03-10T17:00");
        page.setValue(lateUntil, "2031-03-09T17:00");
        page.type(form.findElement(By.cssSelector("input[name=latePenaltyPercentPerDay]")), "10");
        form.findElement(By.id("settings-save")).click();
        assertThat(page.fieldError(form, "lateUntil")).contains("'lateUntil' must not be before dueAt");
        assertThat(lateUntil.getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(form.findElement(By.cssSelector(".field[data-field=dueAt] .field-error")).isDisplayed()).isFalse();
        page.checkView("settings-refused", view);

        page.setValue(lateUntil, "2031-03-12T17:00");
        form.findElement(By.id("settings-save")).click();
        page.formStatus(form, "Settings saved.");
        assertThat(lateUntil.getAttribute("aria-invalid")).isNull();
        JsonNode saved = json(api.get("/api/instructor/assignments/" + assignment + "/settings", INSTRUCTOR));
        String zoneDue = (String) page.script("return new Date('2031-03-10T17:00').toISOString()");
        assertThat(Instant.parse(saved.get("dueAt").asString())).isEqualTo(Instant.parse(zoneDue));
        assertThat(Instant.parse(saved.get("lateUntil").asString())).isEqualTo(Instant.parse(zoneDue).plus(2, ChronoUnit.DAYS));
        assertThat(saved.get("latePenaltyPercentPerDay").asInt()).isEqualTo(10);

        WebElement extension = page.find("#extension-form");
        page.type(extension.findElement(By.cssSelector("input[name=learner]")), learner);
        page.setValue(extension.findElement(By.cssSelector("input[name=dueAt]")), "2031-03-15T12:00");
        extension.findElement(By.id("extension-save")).click();
        WebElement row = page.waitFor("#extension-table tr[data-learner='" + learner + "']");
        String zoneExtended = (String) page.script("return new Date('2031-03-15T12:00').toISOString()");
        assertThat(row.findElement(By.cssSelector(".due time")).getAttribute("datetime")).isEqualTo(
                json(api.get("/api/instructor/assignments/" + assignment + "/extensions", INSTRUCTOR)).get(0).get("dueAt").asString());
        assertThat(Instant.parse(row.findElement(By.cssSelector(".due time")).getAttribute("datetime")))
                .isEqualTo(Instant.parse(zoneExtended));
        page.checkView("settings", view);
        row.findElement(By.cssSelector("button.remove-extension")).click();
        page.waitFor("#extensions-empty");
        assertThat(json(api.get("/api/instructor/assignments/" + assignment + "/extensions", INSTRUCTOR)).size()).isZero();

        // The course goes back to no deadlines, so the learners of the next run submit on time.
        assertThat(put("/api/instructor/assignments/" + assignment + "/settings", Map.of()).statusCode()).isEqualTo(200);
    }

    private void similarPairSideBySide(String view, String a, String b) {
        page.openView("similarity", assignment);
        page.waitFor("#similarity-form");
        page.find("#similarity-start").click();
        // The view shows the run until it is done (it refreshes while the run is queued or running).
        WebElement compare = page.until(d -> first(d.findElements(By.cssSelector(
                "#pair-table tr[data-a='" + a + "'][data-b='" + b + "'] a.compare, #pair-table tr[data-a='" + b + "'][data-b='" + a
                        + "'] a.compare"))));
        page.checkView("similarity", view);
        JsonNode run = json(api.get("/api/instructor/assignments/" + assignment + "/similarity", INSTRUCTOR));
        JsonNode pair = null;
        for (JsonNode p : run.get("pairs")) {
            if (List.of(a, b).contains(p.get("submissionA").asString()) && List.of(a, b).contains(p.get("submissionB").asString())) {
                pair = p;
            }
        }
        assertThat(pair).isNotNull();
        assertThat(pair.get("matches").size()).isPositive();
        compare.click();
        page.waitFor("#similarity-pair");

        // Each side marks exactly the lines the API's matched ranges cover, numbered by match.
        for (String side : List.of("a", "b")) {
            List<Long> expected = new ArrayList<>();
            List<Long> matchNumbers = new ArrayList<>();
            int number = 0;
            for (JsonNode match : pair.get("matches")) {
                number++;
                for (long line = match.get(side).get("startLine").asLong(); line <= match.get(side).get("endLine").asLong(); line++) {
                    if (!expected.contains(line)) {
                        expected.add(line);
                        matchNumbers.add((long) number);
                    }
                }
            }
            @SuppressWarnings("unchecked")
            List<List<Long>> marked = (List<List<Long>>) page.script("""
                    return [...document.querySelectorAll('#source-' + arguments[0] + ' mark.matched')]
                      .map(m => [Number(m.dataset.line), Number(m.dataset.match)]);""", side);
            assertThat(marked.stream().map(m -> m.get(0)).sorted().toList())
                    .as("side %s", side).isEqualTo(expected.stream().sorted().toList());
            assertThat(marked).as("side %s", side).allSatisfy(m ->
                    assertThat(m.get(1)).isEqualTo(matchNumbers.get(expected.indexOf(m.get(0)))));
            String source = json(api.get("/api/instructor/submissions/" + pair.get("submission" + side.toUpperCase()).asString(),
                    INSTRUCTOR)).get("source").asString();
            long firstLine = pair.get("matches").get(0).get(side).get("startLine").asLong();
            assertThat(page.find("#" + side + "-line-" + firstLine + " .text").getDomProperty("textContent"))
                    .isEqualTo(source.split("\n", -1)[(int) firstLine - 1] + "\n");
        }
        page.checkView("similarity-pair", view);
        page.find("#pair-back").click();
        page.waitFor("#pair-table");
    }

    private void suiteUploadedAndActivated(String view) {
        page.openView("suites", assignment);
        page.waitFor("#version-table");
        int before = json(api.get("/api/instructor/assignments/" + assignment + "/suite/versions", INSTRUCTOR)).size();

        // A malformed file: the check's error names the file and the field, and the version is kept as REJECTED.
        SortedMap<String, byte[]> malformed = suiteFiles("ui-" + UUID.randomUUID().toString().substring(0, 6));
        String hidden = new String(malformed.get("decisions-hidden.json"), StandardCharsets.UTF_8);
        malformed.put("decisions-hidden.json", hidden.replaceFirst("\"expected\"", "\"expectd\"").getBytes(StandardCharsets.UTF_8));
        WebElement form = page.find("#suite-upload");
        form.findElement(By.cssSelector("input[type=file]")).sendKeys(zipFile(malformed, "malformed").toString());
        form.findElement(By.id("suite-upload-button")).click();
        WebElement rejected = page.waitFor("#check-outcome.rejected");
        assertThat(rejected.getText()).contains("REJECTED").contains("decisions-hidden.json").contains("expectd");
        assertThat(form.findElement(By.cssSelector(".form-error")).getText()).contains("failed its check");
        int rejectedVersion = Integer.parseInt(rejected.getAttribute("data-version"));
        WebElement rejectedRow = page.waitFor("#version-table tr[data-version='" + rejectedVersion + "']");
        assertThat(rejectedRow.findElement(By.cssSelector(".state")).getText()).isEqualTo("REJECTED");
        assertThat(rejectedRow.findElements(By.cssSelector("button.activate"))).isEmpty();
        page.checkView("suites-rejected", view);

        // A valid one, under a version name of its own: it passes its check, then is activated with a regrade.
        String name = "ui-" + UUID.randomUUID().toString().substring(0, 6);
        form.findElement(By.cssSelector("input[type=file]")).sendKeys(zipFile(suiteFiles(name), "valid").toString());
        form.findElement(By.id("suite-upload-button")).click();
        WebElement passed = page.waitFor("#check-outcome.passed");
        int version = Integer.parseInt(passed.getAttribute("data-version"));
        assertThat(version).isEqualTo(before + 2);
        assertThat(passed.getText()).contains("PASSED").contains("passed its check");
        WebElement row = page.waitFor("#version-table tr[data-version='" + version + "']");
        page.find("#activate-regrade").click();
        row.findElement(By.cssSelector("button.activate")).click();
        WebElement activated = page.waitFor("#activate-outcome");
        assertThat(activated.getText()).startsWith("Version " + version + " is active.");
        assertThat(page.waitFor("#version-table tr[data-version='" + version + "']").getText()).contains("active");
        JsonNode stored = json(api.get("/api/instructor/assignments/" + assignment + "/suite/versions/" + version, INSTRUCTOR));
        assertThat(stored.get("active").asBoolean()).isTrue();
        page.checkView("suites", view);
        // Wait for the regrade, so the next run's learners are graded with the same suite.
        api.pollUntil("/api/instructor/submissions?assignment=" + assignment + "&status=QUEUED", INSTRUCTOR,
                body -> body.get("total").asLong() == 0, java.time.Duration.ofSeconds(120));
        api.pollUntil("/api/instructor/submissions?assignment=" + assignment + "&status=RUNNING", INSTRUCTOR,
                body -> body.get("total").asLong() == 0, java.time.Duration.ofSeconds(120));
    }

    /** The deployment's ch03-unit-a folder as this class's own assignment, with the version name given. */
    private SortedMap<String, byte[]> suiteFiles(String version) {
        SortedMap<String, byte[]> files = new TreeMap<>(SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve("ch03-unit-a")).files());
        String json = new String(files.get("assignment.json"), StandardCharsets.UTF_8)
                .replace("\"id\": \"ch03-unit-a\"", "\"id\": \"" + assignment + "\"")
                .replace("\"title\": \"", "\"title\": \"Course actions: ")
                .replace("\"version\": \"1\"", "\"version\": \"" + version + "\"");
        files.put("assignment.json", json.getBytes(StandardCharsets.UTF_8));
        return files;
    }

    private HttpResponse<String> upload(SortedMap<String, byte[]> files) {
        return api.send(api.request("/api/instructor/assignments/" + assignment + "/suite", INSTRUCTOR)
                .header("Content-Type", "application/zip")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(new SuiteBundle(files).toZip())).build());
    }

    private static Path zipFile(SortedMap<String, byte[]> files, String name) {
        try {
            Path file = Files.createTempDirectory("suite-upload-").resolve(name + ".zip");
            Files.write(file, new SuiteBundle(files).toZip());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Submits to this class's assignment and waits for the report; returns the submission id. */
    private String graded(String token, String source, String notes) {
        Map<String, Object> body = new java.util.HashMap<>(Map.of("assignment", assignment, "source", source));
        if (notes != null) {
            body.put("notes", notes);
        }
        HttpResponse<String> accepted = api.postJson("/api/submissions", token, body);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String id = json(accepted).get("id").asString();
        assertThat(api.finalReport(id, token).get("status").asString()).isEqualTo("GRADED");
        return id;
    }

    private HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static <T> T first(List<T> items) {
        return items.isEmpty() ? null : items.get(0);
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
