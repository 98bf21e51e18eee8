package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class RosterOnPostgresTest extends RosterContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onPostgres());
    }
}
