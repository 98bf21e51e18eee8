package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.tiers.ServiceTest;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
@ServiceTest
class ReviewQueueOnH2Test extends ReviewQueueContract {}
