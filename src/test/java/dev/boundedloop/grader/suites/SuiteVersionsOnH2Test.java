package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class SuiteVersionsOnH2Test extends SuiteVersionsContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:suite-versions;DB_CLOSE_DELAY=-1"));
    }
}
