package dev.boundedloop.grader.submission;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

@DataJpaTest
class QueueAndReportStoreOnH2Test extends QueueAndReportStoreContract {}
