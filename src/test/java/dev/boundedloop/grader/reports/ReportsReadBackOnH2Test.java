package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ProcessTest
@ServiceTest
class ReportsReadBackOnH2Test extends ReportsReadBackContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:reports-read-back;DB_CLOSE_DELAY=-1"));
    }
}
