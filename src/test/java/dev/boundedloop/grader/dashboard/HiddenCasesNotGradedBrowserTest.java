package dev.boundedloop.grader.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A service that grades no hidden case (started with grader.suites.visible-only=true) says so on both
 * pages: the dashboard shows a banner above every view, and the learner page says on each assignment
 * that hidden cases are not graded. Screenshots go to target/screenshots/.
 */
@NeedsChromium
@BrowserTest
@ServiceTest
class HiddenCasesNotGradedBrowserTest {

    @TempDir Path dir;

    @Test
    void bothPagesSayThatHiddenCasesAreNotGraded() {
        try (ServiceInstance service = ServiceInstance.start("jdbc:h2:mem:hidden-cases-pages;DB_CLOSE_DELAY=-1",
                "--grader.suites.folder=" + dir.resolve("no-grader-cases"), "--grader.suites.visible-only=true",
                "--grader.queue.workers=0");
                Chromium chromium = Chromium.start()) {
            HttpApi api = service.api();
            String learner = api.createLearner(ServiceInstance.INSTRUCTOR, "hidden-cases-learner");
            ChromeDriver driver = chromium.driver();
            WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));

            signIn(driver, wait, api.base().resolve("/dashboard/").toString(), ServiceInstance.INSTRUCTOR);
            WebElement banner = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("hidden-cases")));
            assertThat(banner.getText()).contains("Hidden cases are not graded", "grader.suites.visible-only=true");
            assertThat(banner.getAttribute("role")).isEqualTo("alert");
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            BrowserChecks.screenshot(driver, "dashboard-hidden-cases-not-graded-1280-light");
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();

            driver.executeScript("sessionStorage.clear()");
            signIn(driver, wait, api.base().resolve("/learn/").toString(), learner);
            List<WebElement> notices = wait.until(d -> {
                List<WebElement> found = d.findElements(By.cssSelector("#assignments .hidden-not-graded"));
                return found.isEmpty() ? null : found;
            });
            int cards = driver.findElements(By.cssSelector("#assignments li.card")).size();
            assertThat(notices).hasSize(cards)
                    .allSatisfy(notice -> assertThat(notice.getText()).contains("Hidden cases are not graded"));
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            BrowserChecks.screenshot(driver, "learner-hidden-cases-not-graded-1280-light");
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();
        }
    }

    private static void signIn(ChromeDriver driver, WebDriverWait wait, String page, String token) {
        driver.get(page);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(token);
        driver.findElement(By.id("token-submit")).click();
    }
}
