package dev.boundedloop.grader;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;

/**
 * A contract test against one whole service over real HTTP: each database's subclass names the
 * service in its {@code @BeforeAll}, either one it starts for the class alone ({@link #start}, closed
 * after the class) or the JVM's shared one for that database ({@link #share}).
 */
public abstract class RunningService {

    protected static ServiceInstance service;
    protected static HttpApi api;
    private static boolean owned;

    protected static void start(ServiceInstance started) {
        service = started;
        api = started.api();
        owned = true;
    }

    protected static void share(ServiceInstance shared) {
        service = shared;
        api = shared.api();
        owned = false;
    }

    /**
     * Puts an assignment's course settings back to their defaults, as a test on the shared service
     * must after it changed them.
     */
    protected static void putBackTheSettingsOf(String assignment) {
        HttpResponse<String> reset = api.send(api.request("/api/instructor/assignments/" + assignment + "/settings",
                ServiceInstance.INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{}")).build());
        if (reset.statusCode() != 200) {
            throw new IllegalStateException("putting back the settings of " + assignment + ": " + reset.body());
        }
    }

    @AfterAll
    static void stop() {
        if (service != null && owned) {
            service.close();
        }
        service = null;
        api = null;
    }
}
