package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.ServiceInstance;
import org.junit.jupiter.api.BeforeAll;

class LearnerViewOnH2Test extends LearnerViewContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:learner-view;DB_CLOSE_DELAY=-1"));
    }
}
