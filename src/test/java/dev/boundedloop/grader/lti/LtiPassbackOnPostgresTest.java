package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;

@PostgresTest
@ServiceTest
class LtiPassbackOnPostgresTest extends LtiPassbackContract {

    LtiPassbackOnPostgresTest() {
        super(LtiService.onPostgres());
    }
}
