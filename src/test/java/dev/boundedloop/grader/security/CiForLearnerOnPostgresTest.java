package dev.boundedloop.grader.security;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class CiForLearnerOnPostgresTest extends CiForLearnerContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onPostgres());
    }
}
