package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;

@PostgresTest
@ServiceTest
class LtiRosterSyncOnPostgresTest extends LtiRosterSyncContract {

    LtiRosterSyncOnPostgresTest() {
        super(LtiService.onPostgres());
    }
}
