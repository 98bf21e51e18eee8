package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.tiers.ServiceTest;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
@ServiceTest
class FairShareOnH2Test extends FairShareContract {}
