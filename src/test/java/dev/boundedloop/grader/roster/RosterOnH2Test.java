package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class RosterOnH2Test extends RosterContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }
}
