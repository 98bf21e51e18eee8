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
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tools.jackson.databind.JsonNode;

/**
 * The tool inside the LMS's frame, in headless Chromium: the test platform's course page holds the tool in an
 * iframe whose source is the tool's login; the learner is launched in the frame, sees who is signed in, submits
 * from the learner page there (the session's cookies and the CSRF header) and reads the report, and then that
 * the grade was sent to the LMS (the platform took it), on the report and on the assignment's card. A learner
 * with a token and no LMS course reads no word of an LMS. Screenshots go to target/screenshots/
 * ({@code lti-frame-…png}).
 *
 * <p>Both run on plain HTTP on loopback, so the cookies cannot be {@code SameSite=None; Secure} (browsers drop
 * {@code None} without {@code Secure}) and keep the browser's default, Lax: the frame works because the platform
 * and the tool are the same site ({@code 127.0.0.1}, on two ports). The same frame with the tool at
 * {@code localhost}, another site, is refused for the missing login cookie, as a real LMS's frame over HTTP would
 * be; over HTTPS the cookies go out {@code SameSite=None; Secure} and work across sites ({@code FramedCookies}).
 */
@NeedsChromium
@BrowserTest
@ServiceTest
class LtiInFrameBrowserTest {

    private static final Duration PATIENCE = Duration.ofSeconds(90);
    private static final Pattern SIGNED_IN_ID = Pattern.compile("\\((lti-[^)]+)\\)");

    private final TestPlatform platform = LtiService.platform();
    private final HttpApi api = LtiService.api();

    @Test
    void aLearnerLaunchedInTheLmsFrameSubmitsAndReadsTheReport() {
        URI sameSite = URI.create("http://127.0.0.1:" + api.base().getPort());
        String context = "ctx-frame-" + UUID.randomUUID().toString().substring(0, 8);
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.contextId = context;
        launch.contextLabel = context;
        launch.name = "Frida Framed";
        launch.custom = Map.of("assignment", HttpApi.ASSIGNMENT);
        launch.lineItems = platform.lineItemsUrl(context);
        // A learner with a token and no LMS course, whose page shows nothing about an LMS.
        String tokenLearner = "frame-token-" + UUID.randomUUID().toString().substring(0, 8);
        String token = api.createLearner(ServiceInstance.INSTRUCTOR, tokenLearner);
        String tokenSubmission = api.submit(token, HttpApi.catalogue("correct/Reference.java"));
        api.finalReport(tokenSubmission, ServiceInstance.INSTRUCTOR);

        try (Chromium chromium = Chromium.start()) {
            ChromeDriver driver = chromium.driver();
            WebDriverWait wait = new WebDriverWait(driver, PATIENCE);
            BrowserChecks.emulate(driver, 1280, 1000, "light");
            driver.get(platform.coursePage(sameSite));
            wait.until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(By.id("tool")));

            // Launched in the frame: the learner page at the linked assignment, saying who is signed in.
            WebElement who = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("who")));
            wait.until(d -> !who.getText().isEmpty());
            assertThat(who.getText()).startsWith("Signed in as Frida Framed (lti-").contains("section " + context)
                    .endsWith("through the LMS");
            assertThat(driver.executeScript("return window.top !== window.self")).as("inside a frame").isEqualTo(true);
            assertThat(wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("submit-assignment")))
                    .getDomProperty("value")).isEqualTo(HttpApi.ASSIGNMENT);
            assertThat(driver.findElements(By.id("token-input")).stream().filter(WebElement::isDisplayed))
                    .as("no token asked for").isEmpty();
            assertThat(driver.findElements(By.cssSelector("#assignments .lms-grade"))).as("no grade in the LMS yet").isEmpty();
            BrowserChecks.drainConsole(driver);

            // A submission from the framed page, graded, its report read there.
            WebElement source = driver.findElement(By.id("submit-source"));
            driver.executeScript("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", source,
                    HttpApi.catalogue("correct/Reference.java"));
            driver.findElement(By.id("submit-button")).click();
            WebElement score = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
            String submission = (String) driver.executeScript("return new URLSearchParams(location.search).get('submission')");
            JsonNode report = api.finalReport(submission, ServiceInstance.INSTRUCTOR);
            Matcher learner = SIGNED_IN_ID.matcher(who.getText());
            assertThat(learner.find()).isTrue();
            JsonNode theirs = HttpApi.json(api.get("/api/instructor/submissions?assignment=" + HttpApi.ASSIGNMENT + "&learner="
                    + learner.group(1), ServiceInstance.INSTRUCTOR));
            assertThat(theirs.get("items").get(0).get("id").asString()).as("the framed learner's").isEqualTo(submission);
            assertThat(score.getText()).isEqualTo(report.get("score").asInt() + " / " + report.get("maxScore").asInt());
            assertThat(driver.findElement(By.id("status-badge")).getText()).isEqualTo("GRADED");
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();

            driver.switchTo().defaultContent();
            assertThat(driver.getCurrentUrl()).as("the LMS's page stays on top").startsWith(platform.issuer() + "/course");
            driver.executeScript("window.scrollTo(0, 0)");
            BrowserChecks.screenshot(driver, "lti-frame-report-1280-light");

            // The grade goes to the LMS by itself; the report says so once the LMS took it, and the card too.
            driver.switchTo().frame("tool");
            String scored = report.get("score").asInt() + " / " + report.get("maxScore").asInt();
            WebElement sent = wait.until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("#lms-grade .lms-grade[data-state='SENT']")));
            assertThat(platform.scoresFor(launch.subject)).as("the LMS has the score").singleElement()
                    .satisfies(taken -> assertThat(taken.body().get("scoreGiven").asInt()).isEqualTo(report.get("score").asInt()));
            assertThat(sent.getText()).startsWith("Sent Your grade, " + scored + ", was sent to the LMS")
                    .contains("Introduction to " + context);
            assertThat(driver.findElements(By.cssSelector("#lms-grade .lms-grade"))).as("one LMS course").hasSize(1);
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            driver.executeScript("document.getElementById('lms-grade').scrollIntoView()");
            driver.switchTo().defaultContent();
            BrowserChecks.screenshot(driver, "lti-frame-lms-sent-1280-light");
            driver.switchTo().frame("tool");
            driver.findElement(By.id("back")).click();
            WebElement card = wait.until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("#assignments .card[data-assignment='" + HttpApi.ASSIGNMENT + "'] .lms-grade")));
            assertThat(card.getDomAttribute("data-state")).isEqualTo("SENT");
            assertThat(card.getText()).contains(scored + ", was sent to the LMS");
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();
            driver.switchTo().defaultContent();

            // A learner signed in by a token, with no LMS course: a graded report and the cards, and no word of an LMS.
            driver.get(api.base().resolve("/learn/?submission=" + tokenSubmission).toString());
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(token);
            driver.findElement(By.id("token-submit")).click();
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("score")));
            WebElement panel = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#lms-grade[data-read]")));
            assertThat(panel.isDisplayed()).as("no LMS panel").isFalse();
            driver.findElement(By.id("back")).click();
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#history-list .card")));
            assertThat(driver.findElement(By.id("view")).getText()).doesNotContain("LMS");
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();

            // The tool on another site than the LMS, over HTTP: the browser keeps the login cookie out of the
            // frame, and the launch is refused naming the reason, with nobody signed in.
            platform.nextLaunch().custom = Map.of("assignment", HttpApi.ASSIGNMENT);
            driver.get(platform.coursePage(api.base()));
            wait.until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(By.id("tool")));
            WebElement refused = wait.until(ExpectedConditions.presenceOfElementLocated(By.id("lti-refusal")));
            assertThat(refused.getDomAttribute("data-rule")).isEqualTo("browser");
            assertThat(refused.getText()).contains("open the tool in a new window");
            driver.switchTo().defaultContent();
            driver.executeScript("window.scrollTo(0, 0)");
            BrowserChecks.screenshot(driver, "lti-frame-cross-site-refused-1280-light");
        }
    }
}
