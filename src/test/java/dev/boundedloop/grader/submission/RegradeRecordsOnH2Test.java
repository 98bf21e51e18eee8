package dev.boundedloop.grader.submission;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
class RegradeRecordsOnH2Test extends RegradeRecordsContract {}
