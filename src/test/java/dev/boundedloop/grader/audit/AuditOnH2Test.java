package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class AuditOnH2Test extends AuditContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }
}
