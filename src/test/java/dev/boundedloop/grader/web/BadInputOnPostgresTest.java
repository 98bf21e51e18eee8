package dev.boundedloop.grader.web;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class BadInputOnPostgresTest extends BadInputContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onPostgres());
    }
}
