package dev.boundedloop.grader.submission;

import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

interface StoredReportRepository extends JpaRepository<StoredReport, Long> {

    List<StoredReport> findBySubmissionIdOrderById(UUID submissionId);
}
