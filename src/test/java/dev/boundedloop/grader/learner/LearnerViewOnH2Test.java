package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class LearnerViewOnH2Test extends LearnerViewContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }
}
