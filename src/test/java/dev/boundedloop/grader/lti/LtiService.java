package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import java.net.http.HttpResponse;

/**
 * One service for the LTI test classes of a JVM, which allows a platform on loopback (the shared service
 * does not, as a real deployment would not), with the test platform registered. Started on first use,
 * closed with the JVM. Each class keeps to learners of its own (each launch is a new platform user).
 */
final class LtiService {

    private static ServiceInstance service;
    private static TestPlatform platform;

    private LtiService() {}

    static synchronized ServiceInstance service() {
        if (service == null) {
            platform = TestPlatform.start();
            Runtime.getRuntime().addShutdownHook(new Thread(platform::close));
            // Passback retries soon, so that a test sees a failed score tried again within a second or two.
            service = ServiceInstance.start("jdbc:h2:mem:lti;DB_CLOSE_DELAY=-1", "--grader.lti.allow-loopback-platforms=true",
                    "--grader.lti.passback.first-retry=300ms", "--grader.lti.passback.poll-interval=100ms");
            platform.trustTool(service.api().base().resolve("/lti/jwks"));
            HttpResponse<String> registered = service.api().postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR,
                    platform.registration());
            if (registered.statusCode() != 201) {
                throw new IllegalStateException("registering the test platform: " + registered.body());
            }
        }
        return service;
    }

    static TestPlatform platform() {
        service();
        return platform;
    }

    static HttpApi api() {
        return service().api();
    }
}
