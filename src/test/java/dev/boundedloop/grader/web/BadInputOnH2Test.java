package dev.boundedloop.grader.web;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class BadInputOnH2Test extends BadInputContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }
}
