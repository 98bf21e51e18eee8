package dev.boundedloop.grader.course;

import dev.boundedloop.grader.ServiceInstance;
import org.junit.jupiter.api.BeforeAll;

class CoursePolicyOnH2Test extends CoursePolicyContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startWith(MovableTime.class, "jdbc:h2:mem:course-policy;DB_CLOSE_DELAY=-1"));
    }
}
