package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class LearnerViewOnH2Test extends LearnerViewContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:learner-view;DB_CLOSE_DELAY=-1"));
    }
}
