package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class RosterOnPostgresTest extends RosterContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("roster")));
    }
}
