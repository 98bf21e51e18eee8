package dev.boundedloop.grader.security;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class CiForLearnerOnH2Test extends CiForLearnerContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }
}
