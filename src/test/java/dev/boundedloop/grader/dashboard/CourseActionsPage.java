package dev.boundedloop.grader.dashboard;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The dashboard's course-action views (reviews, overrides, settings, similarity, suite versions) as
 * an instructor uses them, and the checks every view gets: axe-core, no sideways scroll, a screenshot.
 */
final class CourseActionsPage {

    /** How long a condition may take to hold: a bound, never a timing assertion. */
    private static final Duration PATIENCE = Duration.ofSeconds(90);

    private final ChromeDriver driver;
    private final URI base;
    private final WebDriverWait wait;

    CourseActionsPage(ChromeDriver driver, URI base) {
        this.driver = driver;
        this.base = base;
        this.wait = new WebDriverWait(driver, PATIENCE);
        wait.ignoring(StaleElementReferenceException.class);
    }

    /** Signs in with a fresh tab's storage and waits for the overview. */
    void signIn(String token) {
        driver.get(base.resolve("/").toString());
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        until(ExpectedConditions.visibilityOfElementLocated(By.id("token-input"))).sendKeys(token);
        driver.findElement(By.id("token-submit")).click();
        until(ExpectedConditions.visibilityOfElementLocated(By.id("views")));
    }

    /** Opens a view of an assignment by following its navigation link, as an instructor would. */
    void openView(String view, String assignment) {
        new org.openqa.selenium.support.ui.Select(find("#assignment")).selectByValue(assignment);
        until(d -> d.getCurrentUrl().contains("assignment=" + assignment));
        find("#view-" + view).click();
        until(d -> d.getCurrentUrl().contains("view=" + view) && "page".equals(find("#view-" + view).getAttribute("aria-current")));
    }

    /** Opens a URL of the dashboard directly (the state is the query). */
    void open(String pathAndQuery) {
        driver.get(base.resolve(pathAndQuery).toString());
    }

    WebElement waitFor(String css) {
        return until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css)));
    }

    void waitGone(String css) {
        until(d -> d.findElements(By.cssSelector(css)).isEmpty());
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    void type(WebElement input, String text) {
        input.clear();
        input.sendKeys(text);
    }

    /** Types into a field and leaves it, so its change listener runs. */
    void typeAndLeave(WebElement input, String text) {
        type(input, text);
        input.sendKeys(Keys.TAB);
    }

    /** Sets an input's value as the browser would after a pick (date pickers take keys in the locale's order). */
    void setValue(WebElement input, String value) {
        script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', { bubbles: true }));"
                + "arguments[0].dispatchEvent(new Event('change', { bubbles: true }));", input, value);
    }

    /** The visible text of the field's error, once shown. */
    String fieldError(WebElement form, String field) {
        return until(d -> {
            WebElement error = form.findElement(By.cssSelector(".field[data-field='" + field + "'] .field-error"));
            return error.isDisplayed() && !error.getText().isBlank() ? error.getText() : null;
        });
    }

    String formStatus(WebElement form, String text) {
        return until(d -> {
            String shown = form.findElement(By.cssSelector(".form-status")).getText();
            return shown.equals(text) ? shown : null;
        });
    }

    /** Screenshot, axe-core and no horizontal page scroll, for one view at one width. */
    void checkView(String name, String view) {
        screenshot(name, view);
        List<?> violations = Accessibility.seriousViolations(driver);
        if (!violations.isEmpty()) {
            throw new AssertionError("axe-core on the " + name + " view at " + view + ": " + violations);
        }
        if (!Boolean.TRUE.equals(script("return document.documentElement.scrollWidth <= window.innerWidth"))) {
            throw new AssertionError("the " + name + " view at " + view + " scrolls sideways: "
                    + script("return document.documentElement.scrollWidth + ' > ' + window.innerWidth"));
        }
    }

    void screenshot(String name, String view) {
        BrowserChecks.screenshot(driver, "dashboard-" + name + "-" + view);
    }

    void drainConsole() {
        BrowserChecks.drainConsole(driver);
    }

    List<String> consoleErrors() {
        return BrowserChecks.consoleErrors(driver);
    }

    Object script(String javascript, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(javascript, args);
    }

    <T> T until(Function<? super org.openqa.selenium.WebDriver, T> condition) {
        return wait.until(condition);
    }
}
