package dev.boundedloop.grader.live;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ProcessTest
@ServiceTest
class LiveRunsOnPostgresTest extends LiveRunContract {

    @BeforeAll
    static void startServices() {
        start(extra -> ServiceInstance.startOnPostgres(TestPostgres.newDatabase("live"), extra));
    }
}
