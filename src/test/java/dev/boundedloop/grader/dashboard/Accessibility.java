package dev.boundedloop.grader.dashboard;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core, run inside the page under test: the rules ship in a test-scope webjar, so nothing is
 * fetched at test time and the page's own CSP does not apply to a script the driver injects.
 */
public final class Accessibility {

    private static final String AXE = "META-INF/resources/webjars/axe-core/4.6.3/axe.min.js";
    private static final List<String> BLOCKING = List.of("serious", "critical");

    private Accessibility() {}

    /** The violations of impact serious or critical on the page as it is now: rule id, impact, help and targets. */
    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> seriousViolations(WebDriver driver) {
        JavascriptExecutor js = (JavascriptExecutor) driver;
        if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object'"))) {
            js.executeScript(source());
        }
        List<Map<String, Object>> violations = (List<Map<String, Object>>) js.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ['violations'] })
                  .then(r => done(r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                      targets: v.nodes.map(n => n.target.join(' ')) }))))
                  .catch(e => done([{ id: 'axe-failed', impact: 'critical', help: String(e), targets: [] }]));""");
        return violations.stream().filter(v -> BLOCKING.contains(v.get("impact"))).toList();
    }

    private static String source() {
        try (InputStream in = Accessibility.class.getClassLoader().getResourceAsStream(AXE)) {
            if (in == null) {
                throw new IllegalStateException(AXE + " is not on the test classpath (org.webjars.npm:axe-core)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
