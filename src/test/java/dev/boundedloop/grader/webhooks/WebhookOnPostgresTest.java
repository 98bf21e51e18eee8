package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class WebhookOnPostgresTest extends WebhookContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("webhooks"), QUICK_RETRIES));
    }
}
