package dev.boundedloop.grader.submission;

import java.util.Optional;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

public interface SubmissionRepository extends JpaRepository<Submission, UUID>, JpaSpecificationExecutor<Submission> {

    Optional<Submission> findBySubmitterAndIdempotencyKey(String submitter, String idempotencyKey);
}
