package dev.boundedloop.grader.course;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ProcessTest
@ServiceTest
class CoursePolicyOnH2Test extends CoursePolicyContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startWith(MovableTime.class, "jdbc:h2:mem:course-policy;DB_CLOSE_DELAY=-1"));
    }
}
