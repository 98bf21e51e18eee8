package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class WebhookOnH2Test extends WebhookContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:webhooks;DB_CLOSE_DELAY=-1", QUICK_RETRIES));
    }
}
