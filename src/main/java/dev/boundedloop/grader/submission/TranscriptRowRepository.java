package dev.boundedloop.grader.submission;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface TranscriptRowRepository extends JpaRepository<TranscriptRow, Long> {

    List<TranscriptRow> findByReportIdOrderByPosition(long reportId);
}
