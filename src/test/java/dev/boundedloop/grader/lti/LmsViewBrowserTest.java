package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.dashboard.Accessibility;
import dev.boundedloop.grader.dashboard.BrowserChecks;
import dev.boundedloop.grader.dashboard.Chromium;
import dev.boundedloop.grader.dashboard.NeedsChromium;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tools.jackson.databind.JsonNode;

/**
 * The dashboard's LMS view against the LTI service and a second test platform on loopback: an instructor
 * registers the platform through the form (a wrong URL refused next to its field first), sees the LMS course
 * two launched learners came from, and sees both learners' grades failed with the LMS's answer and its likely
 * cause; one row's re-sync sends that learner's grade alone, the button for all failed sends the other in one
 * call (to {@code /api/instructor/lti/scores/resync-failed}) and says how many it queued. Each
 * state is checked with axe-core and for sideways scrolling, at 1280 px light and 360 px dark, with screenshots
 * in target/screenshots/ ({@code dashboard-lms-…png}).
 */
@NeedsChromium
@BrowserTest
@ServiceTest
class LmsViewBrowserTest {

    private static final Duration PATIENCE = Duration.ofSeconds(90);

    private final TestPlatform platform = LtiService.platform();
    private final HttpApi api = LtiService.api();

    @Test
    void anInstructorRegistersAnLmsAndSendsFailedGradesAgain() {
        String context = "ctx-lms-view-" + UUID.randomUUID().toString().substring(0, 8);
        LtiLearner one = LtiLearner.launch(platform, api, context);
        LtiLearner other = LtiLearner.launch(platform, api, context);
        platform.planScoreAnswers(one.ltiSubject(), 400);
        platform.planScoreAnswers(other.ltiSubject(), 422);
        String submission = one.submitCorrect(api);
        other.submitCorrect(api);
        JsonNode failed = awaitFailed(one);
        awaitFailed(other);
        int score = api.finalReport(submission, ServiceInstance.INSTRUCTOR).get("score").asInt();

        try (TestPlatform lms = TestPlatform.start(); Chromium chromium = Chromium.start()) {
            ChromeDriver driver = chromium.driver();
            // The score table is drawn again while a grade waits, so a row found may be replaced before it is read.
            WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
            wait.ignoring(StaleElementReferenceException.class);
            BrowserChecks.emulate(driver, 1280, 900, "light");
            driver.get(api.base().resolve("/dashboard/?view=lms&assignment=" + HttpApi.ASSIGNMENT).toString());
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(ServiceInstance.INSTRUCTOR);
            driver.findElement(By.id("token-submit")).click();
            BrowserChecks.drainConsole(driver);

            // The failed grades, each with what the LMS answered and what that likely means.
            WebElement row = scoreRow(wait, one);
            assertThat(row.getDomAttribute("data-state")).isEqualTo("FAILED");
            assertThat(row.findElement(By.cssSelector(".state .badge")).getText()).isEqualTo("Failed");
            assertThat(row.findElement(By.cssSelector(".answer")).getText()).startsWith("400").contains("planned 400");
            assertThat(row.findElement(By.cssSelector(".cause")).getText()).isEqualTo(failed.get("likelyCause").asString())
                    .contains("no longer enrolled");
            assertThat(row.findElement(By.cssSelector(".grade")).getText()).isEqualTo(score + " / " + failed.get("scoreMaximum").asInt());
            assertThat(scoreRow(wait, other).findElement(By.cssSelector(".answer")).getText()).startsWith("422");
            WebElement course = driver.findElement(By.cssSelector("#lti-context-table tr[data-context='" + context + "']"));
            assertThat(course.getText()).contains("Introduction to " + context).contains("Yes").contains("2 learners");
            checkView(driver, "lms-failed-1280-light");

            // A platform registered by hand: a wrong token URL is refused next to its field, then mended.
            fill(driver, "issuer", lms.issuer());
            fill(driver, "clientId", TestPlatform.CLIENT_ID);
            fill(driver, "deploymentIds", "deployment-1, deployment-2");
            fill(driver, "authorizationUrl", lms.url("/auth"));
            fill(driver, "tokenUrl", "token endpoint");
            fill(driver, "jwksUrl", lms.url("/jwks"));
            driver.findElement(By.id("lti-platform-save")).click();
            WebElement refusal = wait.until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("#lti-platform-form .field[data-field='tokenUrl'] .field-error")));
            assertThat(refusal.getText()).contains("tokenUrl");
            assertThat(input(driver, "tokenUrl").getDomAttribute("aria-invalid")).isEqualTo("true");
            assertThat(registered(lms)).as("nothing registered by a refused form").isNull();
            assertThat(BrowserChecks.consoleErrors(driver)).as("the refusal, and nothing else, in the console")
                    .singleElement().asString()
                    .contains("/api/instructor/lti/platforms - Failed to load resource: the server responded with a status of 400");
            input(driver, "tokenUrl").clear();
            fill(driver, "tokenUrl", lms.url("/token"));
            driver.findElement(By.id("lti-platform-save")).click();
            WebElement listed = wait.until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("#lti-platform-table tr[data-issuer='" + lms.issuer() + "']")));
            assertThat(listed.findElement(By.cssSelector(".deployments")).getText()).isEqualTo("deployment-1, deployment-2");
            assertThat(driver.findElement(By.cssSelector("#lti-platform-form .form-status")).getText())
                    .isEqualTo("Registered " + lms.issuer() + " (client id " + TestPlatform.CLIENT_ID + ").");
            JsonNode stored = registered(lms);
            assertThat(stored).isNotNull();
            assertThat(stored.get("tokenUrl").asString()).isEqualTo(lms.url("/token"));
            assertThat(stored.get("deploymentIds").toString()).isEqualTo("[\"deployment-1\",\"deployment-2\"]");
            assertThat(stored.get("registeredBy").asString()).isNotBlank();

            // One row's re-sync sends that learner's grade, and only theirs.
            scoreRow(wait, one).findElement(By.cssSelector("button.resync")).click();
            wait.until(d -> "SENT".equals(scoreRow(wait, one).getDomAttribute("data-state")));
            assertThat(platform.scoresFor(one.ltiSubject())).hasSize(1);
            assertThat(platform.scoresFor(one.ltiSubject()).get(0).body().get("scoreGiven").asInt()).isEqualTo(score);
            WebElement sent = scoreRow(wait, one);
            assertThat(sent.findElement(By.cssSelector(".state")).getText()).startsWith("Sent").contains("in the LMS since");
            assertThat(sent.findElement(By.cssSelector(".cause")).getText()).isEqualTo("—");
            assertThat(scoreRow(wait, other).getDomAttribute("data-state")).isEqualTo("FAILED");
            assertThat(platform.scoresFor(other.ltiSubject())).isEmpty();
            checkView(driver, "lms-resynced-1280-light");

            // The button for every failed grade sends the other one, in one call that answers how many it queued.
            WebElement resyncFailed = driver.findElement(By.id("lti-resync-failed"));
            Matcher failedCount = Pattern.compile("Send the (\\d+) failed grades? again").matcher(resyncFailed.getText());
            assertThat(failedCount.matches()).as(resyncFailed.getText()).isTrue();
            resyncFailed.click();
            wait.until(d -> "SENT".equals(scoreRow(wait, other).getDomAttribute("data-state")));
            int count = Integer.parseInt(failedCount.group(1));
            assertThat(wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("lti-requeued"))).getText())
                    .isEqualTo(count + " failed grade" + (count == 1 ? "" : "s") + " queued to be sent again.");
            assertThat(driver.executeScript("return performance.getEntriesByType('resource').map((e) => e.name)"
                    + ".filter((n) => n.includes('/api/instructor/lti/scores/') && n.includes('/resync'))"
                    + ".map((n) => new URL(n).pathname)"))
                    .as("one call for the failed grades, beside the row's own")
                    .asInstanceOf(InstanceOfAssertFactories.LIST)
                    .containsExactly("/api/instructor/lti/scores/" + failed.get("id").asLong() + "/resync",
                            "/api/instructor/lti/scores/resync-failed");
            assertThat(platform.scoresFor(other.ltiSubject())).hasSize(1);
            assertThat(platform.scoresFor(one.ltiSubject())).as("the first learner's grade not sent twice").hasSize(1);

            BrowserChecks.emulate(driver, 360, 740, "dark");
            checkView(driver, "lms-360-dark");
            assertThat(BrowserChecks.apiCallsOutside(driver, "/api/instructor/")).containsOnly(BrowserChecks.WHO_IS_SIGNED_IN);
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();
        }
    }

    private JsonNode awaitFailed(LtiLearner learner) {
        return api.pollUntil("/api/instructor/lti/scores?learner=" + learner.id(), ServiceInstance.INSTRUCTOR,
                list -> list.size() == 1 && list.get(0).get("state").asString().equals("FAILED"), PATIENCE).get(0);
    }

    private static WebElement scoreRow(WebDriverWait wait, LtiLearner learner) {
        return wait.until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#lti-score-table tr[data-learner='" + learner.id() + "']")));
    }

    private static WebElement input(ChromeDriver driver, String name) {
        return driver.findElement(By.cssSelector("#lti-platform-form [name='" + name + "']"));
    }

    private static void fill(ChromeDriver driver, String name, String value) {
        input(driver, name).sendKeys(value);
    }

    /** The platform as the API lists it, or null. */
    private JsonNode registered(TestPlatform lms) {
        for (JsonNode one : HttpApi.json(api.get("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR))) {
            if (one.get("issuer").asString().equals(lms.issuer())) {
                return one;
            }
        }
        return null;
    }

    private static void checkView(ChromeDriver driver, String name) {
        BrowserChecks.screenshot(driver, "dashboard-" + name);
        assertThat(Accessibility.seriousViolations(driver)).as("axe-core on %s", name).isEmpty();
        assertThat((Boolean) driver.executeScript("return document.documentElement.scrollWidth <= window.innerWidth"))
                .as("%s scrolls sideways", name).isTrue();
    }
}
