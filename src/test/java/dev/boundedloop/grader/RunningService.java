package dev.boundedloop.grader;

import org.junit.jupiter.api.AfterAll;

/**
 * A contract test against one whole service over real HTTP: each database's subclass starts the
 * service in its {@code @BeforeAll}, and it is closed after the class.
 */
public abstract class RunningService {

    protected static ServiceInstance service;
    protected static HttpApi api;

    protected static void start(ServiceInstance started) {
        service = started;
        api = started.api();
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
            service = null;
        }
    }
}
