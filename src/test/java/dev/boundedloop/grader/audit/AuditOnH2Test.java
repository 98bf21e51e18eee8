package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class AuditOnH2Test extends AuditContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:audit;DB_CLOSE_DELAY=-1"));
    }
}
