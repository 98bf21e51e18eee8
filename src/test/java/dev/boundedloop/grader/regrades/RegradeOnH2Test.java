package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;

@ServiceTest
class RegradeOnH2Test extends RegradeContract {

    @Override
    ServiceInstance start() {
        return ServiceInstance.start("jdbc:h2:mem:regrade-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
    }
}
