package dev.boundedloop.grader.live;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;

@ProcessTest
@ServiceTest
class LiveRunsOnH2Test extends LiveRunContract {

    @BeforeAll
    static void startServices() {
        start(extra -> ServiceInstance.start("jdbc:h2:mem:live-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", extra));
    }
}
