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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An instructor issues new tokens for learners already on the roster, on the dashboard's Learners view:
 * two learners ticked in the table, then every learner of a section. Each time the tokens are offered
 * once as a CSV, which holds exactly those learners, whose new tokens work beside their earlier ones, and
 * which the page then forgets. A screenshot goes to target/screenshots/.
 */
@NeedsChromium
@BrowserTest
@ServiceTest
class BulkTokensBrowserTest {

    @TempDir Path dir;

    @Test
    void newTokensForTickedLearnersAndForASectionAreSavedOnceAsACsvAndWork() throws IOException {
        HttpApi api = SharedService.onH2().api();
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        String section = "tok-" + suffix;
        List<String> ids = List.of("tok-ada-" + suffix, "tok-bo-" + suffix, "tok-cy-" + suffix);
        List<String> earlier = new ArrayList<>();
        for (String id : ids) {
            earlier.add(HttpApi.json(api.postJson("/api/instructor/learners", ServiceInstance.INSTRUCTOR,
                    Map.of("id", id, "section", id.equals(ids.get(2)) ? "other-" + suffix : section)))
                    .get("token").asString());
        }
        try (Chromium chromium = Chromium.start()) {
            ChromeDriver driver = chromium.driver();
            WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
            driver.get(api.base().resolve("/dashboard/?view=learners&assignment=" + HttpApi.ASSIGNMENT).toString());
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(ServiceInstance.INSTRUCTOR);
            driver.findElement(By.id("token-submit")).click();

            wait.until(ExpectedConditions.presenceOfElementLocated(By.id("learner-search"))).sendKeys(suffix);
            wait.until(d -> d.findElements(By.cssSelector("#learner-table tbody tr")).size() == 3);
            assertThat(driver.findElement(By.id("tokens-for-selected")).isEnabled()).isFalse();
            for (String ticked : List.of(ids.get(0), ids.get(2))) {
                driver.findElement(By.cssSelector("#learner-table tr[data-learner='" + ticked + "'] input.pick")).click();
            }
            assertThat(driver.findElement(By.id("tokens-selected-count")).getText()).isEqualTo("2 learners selected.");
            driver.findElement(By.id("tokens-for-selected")).click();
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("tokens-status"), "2 new tokens issued"));
            BrowserChecks.screenshot(driver, "dashboard-bulk-tokens-1280-light");
            assertThat(Accessibility.seriousViolations(driver)).isEmpty();
            List<String[]> ticked = saved(driver, wait, dir.resolve("ticked"));
            assertThat(ticked).extracting(row -> row[0]).containsExactly(ids.get(0), ids.get(2));

            new Select(driver.findElement(By.id("tokens-section"))).selectByValue(section);
            driver.findElement(By.id("tokens-for-section")).click();
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("tokens-status"),
                    "2 new tokens issued for section " + section));
            List<String[]> bySection = saved(driver, wait, dir.resolve("section"));
            assertThat(bySection).extracting(row -> row[0]).containsExactly(ids.get(0), ids.get(1));

            for (String[] row : concat(ticked, bySection)) {
                assertThat(api.get("/api/me/assignments", row[1]).statusCode()).as("%s's new token", row[0]).isEqualTo(200);
                assertThat(driver.findElement(By.id("tokens")).getText()).doesNotContain(row[1]);
            }
            for (String token : earlier) {
                assertThat(api.get("/api/me/assignments", token).statusCode()).as("an earlier token").isEqualTo(200);
            }
            assertThat(BrowserChecks.consoleErrors(driver)).isEmpty();
        }
    }

    /** Saves the offered tokens into the folder, checks the button is spent, and reads the rows (learner, token). */
    private static List<String[]> saved(ChromeDriver driver, WebDriverWait wait, Path folder) throws IOException {
        Files.createDirectories(folder);
        driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath",
                folder.toAbsolutePath().toString()));
        driver.findElement(By.id("tokens-download")).click();
        Path file = folder.resolve("tokens.csv");
        wait.until(d -> Files.isRegularFile(file));
        assertThat(driver.findElement(By.id("tokens-download")).isEnabled()).isFalse();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo("learner,token");
        return lines.subList(1, lines.size()).stream().map(line -> line.split(",")).toList();
    }

    private static List<String[]> concat(List<String[]> a, List<String[]> b) {
        List<String[]> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
