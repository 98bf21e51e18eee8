package dev.boundedloop.grader.course;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class StandingsOnH2Test extends StandingsContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:standings;DB_CLOSE_DELAY=-1"));
    }
}
