package dev.boundedloop.grader;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.springframework.aot.AotDetector;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.env.Environment;

/**
 * Refuses to start from the bean definitions generated ahead of time when a setting asks for a Spring Boot
 * feature that the build decided was absent: that setting would be ignored without a word (actuator still
 * answering on the main port, for one).
 */
final class AheadOfTimeSwitches implements ApplicationListener<ApplicationEnvironmentPreparedEvent> {

    @Override
    public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
        if (!AotDetector.useGeneratedArtifacts()) {
            return;
        }
        List<String> ignored = ignoredSwitches(event.getEnvironment());
        if (!ignored.isEmpty()) {
            throw new IllegalStateException("This start runs the bean definitions the build worked out ahead of time,"
                    + " which leave out what " + String.join(", ", ignored) + " asks for. Start with"
                    + " -Dspring.aot.enabled=false before -jar to have it.");
        }
    }

    /** The feature switches set in {@code environment} that the generated definitions would ignore. */
    static List<String> ignoredSwitches(Environment environment) {
        List<String> ignored = new ArrayList<>();
        Integer managementPort = port(environment, "management.server.port");
        // As Spring Boot decides: the same port is the web server's, named as such; 0 is another, random one.
        if (managementPort != null && (managementPort == 0
                || !managementPort.equals(Objects.requireNonNullElse(port(environment, "server.port"), 8080)))) {
            ignored.add("management.server.port=" + managementPort);
        }
        if ("framework".equalsIgnoreCase(environment.getProperty("server.forward-headers-strategy"))) {
            ignored.add("server.forward-headers-strategy=framework");
        }
        if ("true".equalsIgnoreCase(environment.getProperty("spring.h2.console.enabled"))) {
            ignored.add("spring.h2.console.enabled=true");
        }
        return ignored;
    }

    /** The port a setting names; none when unset or not a number, which Spring Boot refuses in its own words. */
    private static Integer port(Environment environment, String key) {
        try {
            String value = environment.getProperty(key);
            return value == null ? null : Integer.valueOf(value.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
