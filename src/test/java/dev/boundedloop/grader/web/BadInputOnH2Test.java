package dev.boundedloop.grader.web;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class BadInputOnH2Test extends BadInputContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:badinput;DB_CLOSE_DELAY=-1"));
    }
}
