package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class AuditOnPostgresTest extends AuditContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("audit")));
    }
}
