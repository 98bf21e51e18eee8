package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
class LearnerViewOnPostgresTest extends LearnerViewContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onPostgres());
    }
}
