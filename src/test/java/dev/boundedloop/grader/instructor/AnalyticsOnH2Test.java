package dev.boundedloop.grader.instructor;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
class AnalyticsOnH2Test extends AnalyticsContract {}
