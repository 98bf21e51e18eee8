package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.tiers.ServiceTest;

@ServiceTest
class LtiRosterSyncOnH2Test extends LtiRosterSyncContract {

    LtiRosterSyncOnH2Test() {
        super(LtiService.onH2());
    }
}
