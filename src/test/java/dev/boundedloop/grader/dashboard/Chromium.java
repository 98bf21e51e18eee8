package dev.boundedloop.grader.dashboard;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven through its own chromedriver. Both paths are given explicitly,
 * so Selenium Manager never looks for (or downloads) a browser or driver.
 */
public final class Chromium implements AutoCloseable {

    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final Path profile;
    private final ChromeDriver driver;

    private Chromium(Path profile, ChromeDriver driver) {
        this.profile = profile;
        this.driver = driver;
    }

    public static boolean installed() {
        return Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER);
    }

    public static Chromium start() {
        if (!installed()) {
            throw new IllegalStateException("Chromium is not installed; mark the test class @NeedsChromium");
        }
        System.setProperty(ChromeDriverService.CHROME_DRIVER_EXE_PROPERTY, DRIVER.toString());
        Path profile = temporaryProfile();
        ChromeOptions options = new ChromeOptions().setBinary(BROWSER.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--no-first-run", "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", "--window-size=1280,1000", "--user-data-dir=" + profile);
        // The page's console, so a test can fail on a script error the page itself never shows.
        options.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString())).usingAnyFreePort().build();
        return new Chromium(profile, new ChromeDriver(service, options));
    }

    public ChromeDriver driver() {
        return driver;
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            deleteProfile();
        }
    }

    private static Path temporaryProfile() {
        try {
            return Files.createTempDirectory("dashboard-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void deleteProfile() {
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
