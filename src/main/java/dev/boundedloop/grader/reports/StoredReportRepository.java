package dev.boundedloop.grader.reports;

import java.util.List;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

public interface StoredReportRepository extends JpaRepository<StoredReport, Long> {

    List<StoredReport> findBySubmissionIdOrderById(UUID submissionId);
}
