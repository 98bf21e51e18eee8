package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.util.Optional;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;
import org.springframework.data.jpa.repository.Query;

interface SubmissionRepository extends JpaRepository<Submission, UUID>, JpaSpecificationExecutor<Submission> {

    Optional<Submission> findBySubmitterAndIdempotencyKey(String submitter, String idempotencyKey);

    @Query("select s.status from Submission s where s.id = :id")
    Optional<SubmissionStatus> statusOf(UUID id);
}
