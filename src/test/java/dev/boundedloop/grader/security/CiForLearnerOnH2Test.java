package dev.boundedloop.grader.security;

import dev.boundedloop.grader.ServiceInstance;
import org.junit.jupiter.api.BeforeAll;

class CiForLearnerOnH2Test extends CiForLearnerContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:ci-for-learner;DB_CLOSE_DELAY=-1"));
    }
}
