package dev.boundedloop.grader.submission;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
class FairShareOnH2Test extends FairShareContract {}
