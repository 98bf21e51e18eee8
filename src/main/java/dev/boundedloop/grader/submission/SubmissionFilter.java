package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.springframework.data.jpa.domain.Specification;

/** Optional criteria for listing submissions; a null criterion matches everything. */
public record SubmissionFilter(String assignment, String submitter, SubmissionStatus status, Instant from,
        Instant to) {

    Specification<Submission> specification() {
        List<Specification<Submission>> parts = new ArrayList<>();
        if (assignment != null) {
            parts.add((root, query, cb) -> cb.equal(root.get("assignment"), assignment));
        }
        if (submitter != null) {
            parts.add((root, query, cb) -> cb.equal(root.get("submitter"), submitter));
        }
        if (status != null) {
            parts.add((root, query, cb) -> cb.equal(root.get("status"), status));
        }
        if (from != null) {
            parts.add((root, query, cb) -> cb.greaterThanOrEqualTo(root.get("submittedAt"), from));
        }
        if (to != null) {
            parts.add((root, query, cb) -> cb.lessThan(root.get("submittedAt"), to));
        }
        return Specification.allOf(parts);
    }
}
