package dev.boundedloop.grader.analytics;

import dev.boundedloop.grader.tiers.ServiceTest;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
@ServiceTest
class AnalyticsOnH2Test extends AnalyticsContract {}
