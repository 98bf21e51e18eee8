package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.ServiceInstance;
import org.junit.jupiter.api.BeforeAll;

class RosterOnH2Test extends RosterContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:roster;DB_CLOSE_DELAY=-1"));
    }
}
