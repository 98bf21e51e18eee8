package dev.boundedloop.grader.dashboard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What an instructor does beyond reading the overview: the Learners view and a learner's history, a
 * case's differences, regrades and exports; and the checks every view gets (screenshot, axe, no
 * sideways scroll, the console).
 */
final class InstructorActionsPage {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    /** A whole assignment graded again by real workers: a bound, never a timing assertion. */
    private static final Duration REGRADE_PATIENCE = Duration.ofMinutes(5);

    private final ChromeDriver driver;
    private final WebDriverWait wait;

    InstructorActionsPage(ChromeDriver driver) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, PATIENCE);
        wait.ignoring(StaleElementReferenceException.class);
    }

    void emulate(int width, int height, String scheme) {
        BrowserChecks.emulate(driver, width, height, scheme);
    }

    /** Downloads go to this folder, without asking. */
    void downloadTo(Path folder) {
        driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath",
                folder.toAbsolutePath().toString()));
    }

    void chooseAssignment(String assignment) {
        new Select(driver.findElement(By.id("assignment"))).selectByValue(assignment);
        until(d -> currentUrl().contains("assignment=" + assignment));
        settled();
    }

    /** Waits until the view has been drawn: nothing is loading. */
    void settled() {
        until(d -> d.findElement(By.id("status")).getText().isEmpty()
                && !d.findElements(By.cssSelector("#view > *")).isEmpty());
    }

    void openView(String id, String readyCss) {
        driver.findElement(By.id("view-" + id)).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(readyCss)));
    }

    /** The learner rows as shown, top to bottom: id and the text of each column. */
    @SuppressWarnings("unchecked")
    List<Map<String, String>> learnerRows() {
        return (List<Map<String, String>>) script("""
                return [...document.querySelectorAll('#learner-table tbody tr')].map(tr => ({
                  id: tr.dataset.learner,
                  section: tr.querySelector('.section').textContent,
                  attempts: tr.querySelector('.attempts').textContent,
                  best: tr.querySelector('.best').textContent,
                  latest: tr.querySelector('.latest').textContent,
                  final: tr.querySelector('.final').textContent,
                  late: tr.querySelector('.late').textContent,
                  override: tr.querySelector('.override').textContent }));""");
    }

    void search(String text) {
        WebElement field = driver.findElement(By.id("learner-search"));
        field.clear();
        field.sendKeys(text);
    }

    void sortBy(String column) {
        driver.findElement(By.cssSelector("#learner-table th[data-column='" + column + "'] button")).click();
    }

    String ariaSort(String column) {
        return driver.findElement(By.cssSelector("#learner-table th[data-column='" + column + "']")).getDomAttribute("aria-sort");
    }

    void openHistory(String learner) {
        driver.findElement(By.cssSelector("#learner-table tr[data-learner='" + learner + "'] a.history-link")).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#learner-history[data-learner='" + learner + "']")));
    }

    /** The history rows: submission id, status, score, late mark and whether it is the one the course counts. */
    @SuppressWarnings("unchecked")
    List<Map<String, String>> historyRows() {
        return (List<Map<String, String>>) script("""
                return [...document.querySelectorAll('#history-table tbody tr')].map(tr => ({
                  id: tr.dataset.submission,
                  status: tr.querySelector('.status').textContent,
                  score: tr.querySelector('.score').textContent,
                  late: tr.querySelector('.late').textContent,
                  counts: tr.querySelector('.counts').textContent }));""");
    }

    void openSubmissionFromHistory(String id) {
        driver.findElement(By.cssSelector("#history-table tr[data-submission='" + id + "'] a")).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#submission-detail[data-submission='" + id + "']")));
    }

    /**
     * A case's difference lines: the first one shown, then those listed behind its summary; the path of each
     * differing field, its expected and observed text and the observed text's marked part.
     */
    @SuppressWarnings("unchecked")
    List<Map<String, String>> differenceRows(String caseId) {
        return (List<Map<String, String>>) script("""
                return [...document.querySelectorAll(`#case-table tr[data-case='${arguments[0]}'] [data-path]`)]
                  .map(tr => ({ path: tr.dataset.path,
                    expected: tr.querySelector('.diff-expected').textContent,
                    observed: tr.querySelector('.diff-observed').textContent,
                    marked: tr.querySelector('.diff-observed mark')?.textContent ?? '' }));""", caseId);
    }

    /** Starts a regrade from the panel on the page, and waits for its answer. */
    void startRegrade(boolean force) {
        WebElement box = driver.findElement(By.id("regrade-force"));
        if (box.isSelected() != force) {
            box.click();
        }
        driver.findElement(By.id("regrade-start")).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.id("regrade-message")));
    }

    /** Waits until the regrade's progress says it has finished; returns the graded and total counts shown. */
    Map<String, Long> regradeFinished() {
        WebDriverWait longer = new WebDriverWait(driver, REGRADE_PATIENCE);
        longer.ignoring(StaleElementReferenceException.class);
        // Read in one go: the view is drawn again once the regrade has finished.
        return longer.until(d -> {
            WebElement shown = first(d.findElements(By.id("regrade-done")));
            WebElement changes = first(d.findElements(By.id("regrade-changes")));
            if (shown == null || changes == null || !shown.getText().contains("inished") || changes.getText().isEmpty()) {
                return null;
            }
            return Map.of("done", Long.parseLong(shown.getDomAttribute("data-done")),
                    "total", Long.parseLong(shown.getDomAttribute("data-total")));
        });
    }

    /** The regrade's change rows by learner: final score change as shown. */
    @SuppressWarnings("unchecked")
    List<Map<String, String>> regradeChanges() {
        return (List<Map<String, String>>) script("""
                return [...document.querySelectorAll('#regrade-table tbody tr')].map(tr => ({
                  learner: tr.dataset.learner, submission: tr.dataset.submission,
                  finalChange: tr.querySelector('.final-change')?.textContent ?? '',
                  scoreChange: tr.querySelector('.score-change').textContent,
                  cases: tr.querySelector('.case-changes').textContent }));""");
    }

    /** Clicks an export button and returns the file the browser saved, once it is complete. */
    String export(String button, Path folder, String name) {
        driver.findElement(By.id(button)).click();
        Path file = folder.resolve(name);
        until(d -> Files.isRegularFile(file) && !Files.exists(folder.resolve(name + ".crdownload"))
                && d.findElement(By.id("export-status")).getText().startsWith("Downloaded " + name));
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The document's height in viewport heights. */
    double screensTall() {
        return ((Number) script("return document.documentElement.scrollHeight / window.innerHeight")).doubleValue();
    }

    boolean fitsItsWidth() {
        return Boolean.TRUE.equals(script("return document.documentElement.scrollWidth <= window.innerWidth"));
    }

    /** The elements reaching past the right edge of the window, for a failure's message. */
    Object overflowing() {
        return script("""
                return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5
                    && ![...e.children].some(c => c.getBoundingClientRect().right > window.innerWidth + 0.5))
                  .slice(0, 8).map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className
                    + ' ' + Math.round(e.getBoundingClientRect().right));""");
    }

    void screenshot(String name) {
        BrowserChecks.screenshot(driver, "dashboard-" + name);
    }

    void drainConsole() {
        BrowserChecks.drainConsole(driver);
    }

    List<String> consoleErrors() {
        return BrowserChecks.consoleErrors(driver);
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

    <T> T until(Function<? super org.openqa.selenium.WebDriver, T> condition) {
        return wait.until(condition);
    }

    private static WebElement first(List<WebElement> elements) {
        return elements.isEmpty() ? null : elements.get(0);
    }
}
