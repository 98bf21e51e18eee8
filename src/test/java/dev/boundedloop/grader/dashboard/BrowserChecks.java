package dev.boundedloop.grader.dashboard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/** What every browser test does alike: the window it emulates, its screenshots, and the page's console errors. */
public final class BrowserChecks {

    /** Where screenshots go; under target, so a build cleans them and git never sees them. */
    static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private BrowserChecks() {}

    /** The window size, and light or dark as the page's prefers-color-scheme. */
    public static void emulate(ChromeDriver driver, int width, int height, String scheme) {
        driver.manage().window().setSize(new Dimension(width, height));
        driver.executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    /** Saves the viewport as {@code target/screenshots/<name>.png}. */
    public static void screenshot(ChromeDriver driver, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Files.write(SCREENSHOTS.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The one call outside its own API that each page makes: who is signed in, to say so in its header. */
    public static final String WHO_IS_SIGNED_IN = "/api/me/session";

    /**
     * The API calls the page has made since it was last loaded (in-page navigation keeps them) whose path is
     * not under the given prefix.
     */
    @SuppressWarnings("unchecked")
    public static List<String> apiCallsOutside(ChromeDriver driver, String prefix) {
        return (List<String>) driver.executeScript("""
                return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)
                  .filter(path => path.startsWith('/api/') && !path.startsWith(arguments[0]));""", prefix);
    }

    /** Writes an error and reads it back, so that an empty console afterwards means something; then it is empty. */
    public static void drainConsole(ChromeDriver driver) {
        driver.executeScript("console.error('console-probe')");
        if (consoleErrors(driver).stream().noneMatch(e -> e.contains("console-probe"))) {
            throw new IllegalStateException("the browser's console is not being read");
        }
    }

    /** The errors logged to the page's console since the last read. */
    public static List<String> consoleErrors(ChromeDriver driver) {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }
}
