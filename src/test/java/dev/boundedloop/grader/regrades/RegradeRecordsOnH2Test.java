package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.tiers.ServiceTest;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
@ServiceTest
class RegradeRecordsOnH2Test extends RegradeRecordsContract {}
