package dev.boundedloop.grader.lti;

import dev.boundedloop.grader.tiers.ServiceTest;

@ServiceTest
class LtiPassbackOnH2Test extends LtiPassbackContract {

    LtiPassbackOnH2Test() {
        super(LtiService.onH2());
    }
}
