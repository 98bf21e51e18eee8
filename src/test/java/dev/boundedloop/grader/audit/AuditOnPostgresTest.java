package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class AuditOnPostgresTest extends AuditContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onPostgres());
    }
}
