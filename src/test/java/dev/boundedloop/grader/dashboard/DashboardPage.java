package dev.boundedloop.grader.dashboard;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The dashboard as an instructor uses it: what a test types and clicks, and what it reads back. */
final class DashboardPage {

    /** How long a condition may take to hold: a bound, never a timing assertion. */
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private final WebDriver driver;
    private final URI base;
    private final WebDriverWait wait;

    DashboardPage(WebDriver driver, URI base) {
        this.driver = driver;
        this.base = base;
        this.wait = new WebDriverWait(driver, PATIENCE);
        wait.ignoring(StaleElementReferenceException.class);
    }

    /** Opens the dashboard as a tab that has never been given a token. */
    DashboardPage openWithoutToken() {
        driver.get(base.resolve("/").toString());
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input")));
        return this;
    }

    void enterToken(String token) {
        driver.findElement(By.id("token-input")).sendKeys(token);
        driver.findElement(By.id("token-submit")).click();
    }

    /** Signs in and waits for the overview to be drawn. */
    DashboardPage signIn(String token) {
        openWithoutToken();
        enterToken(token);
        until(ExpectedConditions.visibilityOfElementLocated(By.id("submissions")));
        return this;
    }

    String signInError() {
        return until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-in-error"))).getText();
    }

    /** The submission rows on the page: id, learner, status and score as shown. */
    @SuppressWarnings("unchecked")
    List<Map<String, String>> submissionRows() {
        return (List<Map<String, String>>) script("""
                return [...document.querySelectorAll('#submission-table tbody tr')].map(tr => ({
                  id: tr.dataset.submission,
                  learner: tr.querySelector('.learner').textContent,
                  status: tr.querySelector('.status').textContent,
                  score: tr.querySelector('.score').textContent }));""");
    }

    /** The learner ids the learner filter suggests. */
    @SuppressWarnings("unchecked")
    List<String> suggestedLearners() {
        return (List<String>) script("return [...document.querySelectorAll('#known-learners option')].map(o => o.value);");
    }

    String pagePosition() {
        return driver.findElement(By.id("page-position")).getText();
    }

    /** The histogram's bars: the score range each covers and the learners it counts. */
    @SuppressWarnings("unchecked")
    List<Map<String, Long>> histogramBars() {
        return (List<Map<String, Long>>) script("""
                return [...document.querySelectorAll('#histogram svg rect')].map(r => ({
                  from: Number(r.dataset.from), to: Number(r.dataset.to), learners: Number(r.dataset.learners) }));""");
    }

    /** The failure-rate rows, top to bottom: case id, failures and the rate as shown. */
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> failureRows() {
        return (List<Map<String, Object>>) script("""
                return [...document.querySelectorAll('#failure-table tbody tr')].map(tr => ({
                  caseId: tr.dataset.case, failures: Number(tr.dataset.failures),
                  rate: tr.querySelector('.rate').textContent.trim() }));""");
    }

    void filter(String learner, String status) {
        WebElement field = driver.findElement(By.id("filter-learner"));
        field.clear();
        field.sendKeys(learner);
        new Select(driver.findElement(By.id("filter-status"))).selectByValue(status);
        driver.findElement(By.cssSelector("form.filters button[type=submit]")).click();
    }

    /** Opens a submission from the list, as a click on its link. */
    void openSubmission(String id) {
        driver.findElement(By.cssSelector("tr[data-submission='" + id + "'] a")).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#submission-detail[data-submission='" + id + "']")));
    }

    WebElement caseRow(String caseId) {
        return driver.findElement(By.cssSelector("#case-table tr[data-case='" + caseId + "']"));
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    String currentUrl() {
        return driver.getCurrentUrl();
    }

    Object script(String javascript, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(javascript, args);
    }

    <T> T until(Function<? super WebDriver, T> condition) {
        return wait.until(condition);
    }
}
