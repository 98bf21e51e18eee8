package dev.boundedloop.grader.security;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class CiForLearnerOnH2Test extends CiForLearnerContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:ci-for-learner;DB_CLOSE_DELAY=-1"));
    }
}
