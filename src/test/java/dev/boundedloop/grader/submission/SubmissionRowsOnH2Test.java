package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.tiers.ServiceTest;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
@ServiceTest
class SubmissionRowsOnH2Test extends SubmissionRowsContract {}
