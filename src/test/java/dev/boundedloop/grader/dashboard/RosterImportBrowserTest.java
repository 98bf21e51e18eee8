package dev.boundedloop.grader.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.BrowserTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An instructor imports a roster on the dashboard's Learners view: the new learners are created, and
 * their tokens are offered once as a CSV, which works as saved and which the page then forgets. A
 * screenshot goes to target/screenshots/.
 */
@NeedsChromium
@BrowserTest
@ServiceTest
class RosterImportBrowserTest {

    @TempDir Path dir;

    @Test
    void anImportedRostersNewTokensAreSavedOnceAsACsvAndWork() throws IOException {
        HttpApi api = SharedService.onH2().api();
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        List<String> ids = List.of("roster-ada-" + suffix, "roster-bo-" + suffix);
        Path roster = Files.writeString(dir.resolve("roster.csv"), "id,name,email,section\n"
                + ids.get(0) + ",\"Lovelace, Ada\",ada@example.edu,A\n" + ids.get(1) + ",Bo,bo@example.edu,B\n");
        Path downloads = Files.createDirectories(dir.resolve("downloads"));
        try (Chromium chromium = Chromium.start()) {
            ChromeDriver driver = chromium.driver();
            WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
            driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath",
                    downloads.toAbsolutePath().toString()));
            driver.get(api.base().resolve("/dashboard/?view=learners&assignment=" + HttpApi.ASSIGNMENT).toString());
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(ServiceInstance.INSTRUCTOR);
            driver.findElement(By.id("token-submit")).click();

            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("roster-file"))).sendKeys(roster.toString());
            driver.findElement(By.id("roster-import")).click();
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("roster-status"), "2 created"));
            BrowserChecks.screenshot(driver, "dashboard-roster-import-1280-light");
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            driver.findElement(By.id("roster-tokens-download")).click();
            Path saved = downloads.resolve("new-tokens.csv");
            wait.until(d -> Files.isRegularFile(saved));

            List<String> lines = Files.readAllLines(saved, StandardCharsets.UTF_8);
            assertThat(lines).hasSize(3);
            assertThat(lines.get(0)).isEqualTo("learner,token");
            for (int i = 0; i < ids.size(); i++) {
                String[] row = lines.get(i + 1).split(",");
                assertThat(row[0]).isEqualTo(ids.get(i));
                assertThat(api.get("/api/me/assignments", row[1]).statusCode()).as("%s's token", row[0]).isEqualTo(200);
            }
            assertThat(driver.findElement(By.id("roster-tokens-download")).isEnabled()).isFalse();
            assertThat(driver.findElement(By.id("roster")).getText()).doesNotContain(lines.get(1).split(",")[1]);
            assertThat(HttpApi.json(api.get("/api/instructor/learners/" + ids.get(0), ServiceInstance.INSTRUCTOR))
                    .get("name").asString()).isEqualTo("Lovelace, Ada");
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();
        }
    }
}
