package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class RosterOnH2Test extends RosterContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:roster;DB_CLOSE_DELAY=-1"));
    }
}
