package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import java.net.http.HttpResponse;
import java.util.function.Function;

/**
 * One service per database for the LTI test classes of a JVM, which allows a platform on loopback (the
 * shared service does not, as a real deployment would not), with a test platform of its own registered and
 * allowed to frame the pages. Started on first use, closed with the shared services. Each class keeps to
 * learners of its own (each launch is a new platform user).
 */
final class LtiService implements AutoCloseable {

    private static LtiService onH2;
    private static LtiService onPostgres;

    private final ServiceInstance service;
    private final TestPlatform platform;

    private LtiService(TestPlatform platform, ServiceInstance service) {
        this.platform = platform;
        this.service = service;
    }

    static synchronized LtiService onH2() {
        if (onH2 == null) {
            onH2 = start(arguments -> ServiceInstance.start("jdbc:h2:mem:lti;DB_CLOSE_DELAY=-1", arguments));
        }
        return onH2;
    }

    static synchronized LtiService onPostgres() {
        if (onPostgres == null) {
            onPostgres = start(arguments -> ServiceInstance.startOnPostgres(TestPostgres.newDatabase("lti"), arguments));
        }
        return onPostgres;
    }

    private static LtiService start(Function<String[], ServiceInstance> starter) {
        TestPlatform platform = TestPlatform.start();
        // Passback retries soon, so that a test sees a failed score tried again within a second or two. The
        // platform's page may hold the learner page in a frame, as an LMS's does.
        ServiceInstance service = starter.apply(new String[] {"--grader.lti.allow-loopback-platforms=true",
            "--grader.lti.passback.first-retry=300ms", "--grader.lti.passback.poll-interval=100ms",
            "--grader.security.frame-ancestors=" + platform.issuer()});
        LtiService lti = new LtiService(platform, service);
        SharedService.closeWithTheOthers(lti);
        platform.trustTool(service.api().base().resolve("/lti/jwks"));
        HttpResponse<String> registered = service.api().postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR,
                platform.registration());
        if (registered.statusCode() != 201) {
            throw new IllegalStateException("registering the test platform: " + registered.body());
        }
        return lti;
    }

    /** The service on H2, for the classes that run on it alone. */
    static ServiceInstance service() {
        return onH2().service;
    }

    static TestPlatform platform() {
        return onH2().platform;
    }

    static HttpApi api() {
        return onH2().service.api();
    }

    ServiceInstance instance() {
        return service;
    }

    TestPlatform lms() {
        return platform;
    }

    HttpApi http() {
        return service.api();
    }

    @Override
    public void close() {
        try {
            service.close();
        } finally {
            platform.close();
        }
    }
}
