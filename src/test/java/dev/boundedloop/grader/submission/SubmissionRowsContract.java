package dev.boundedloop.grader.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.transaction.annotation.Transactional;

/**
 * The submissions table through its entity, its repository and intake's plain INSERT, run on H2 and
 * on PostgreSQL by subclasses. Transactional here as well: inherited test methods do not see the
 * subclass's @DataJpaTest.
 */
@Transactional
@Import({NewSubmissions.class, SubmissionRowsContract.SystemClock.class})
abstract class SubmissionRowsContract {

    static final Instant T0 = Instant.parse("2026-01-05T10:00:00Z");

    /** New submissions refresh standings, which are stamped by the clock. */
    @TestConfiguration(proxyBeanMethods = false)
    static class SystemClock {
        @Bean
        Clock clock() {
            return Clock.systemUTC();
        }
    }

    @Autowired SubmissionRepository submissions;
    @Autowired NewSubmissions newSubmissions;

    private UUID insert(String learner, Instant at) {
        Submission s = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller(learner, Role.LEARNER, 1),
                "class P {}".getBytes(StandardCharsets.UTF_8), null, null, true, at);
        newSubmissions.insert(s);
        return s.id();
    }

    @Test
    void anInsertedSubmissionReadsBackWholeThroughItsEntity() {
        byte[] source = "class P { /* \u00e9 */ }".getBytes(StandardCharsets.UTF_8);
        Submission inserted = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller("ci:repo", Role.CI, 4), source,
                "my notes", "key-9", true, T0);

        newSubmissions.insert(inserted);

        Submission read = submissions.findBySubmitterAndIdempotencyKey("ci:repo", "key-9").orElseThrow();
        assertThat(read.id()).isEqualTo(inserted.id());
        assertThat(read.source()).isEqualTo(source);
        assertThat(read.sourceSha256()).isEqualTo(Sha256.hex(source));
        assertThat(read.submitterRole()).isEqualTo(Role.CI);
        assertThat(read.notes()).isEqualTo("my notes");
        assertThat(read.status()).isEqualTo(SubmissionStatus.QUEUED);
        assertThat(read.submittedAt()).isEqualTo(T0);
    }

    @Test
    void anIdempotencyKeyBelongsToOneSubmissionPerSubmitter() {
        Caller alice = new Caller("alice", Role.LEARNER, 1);
        byte[] source = "x".getBytes(StandardCharsets.UTF_8);
        submissions.saveAndFlush(new Submission(UUID.randomUUID(), "ch03-unit-a", alice, source, null, "key-1", true, T0));
        submissions.saveAndFlush(new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller("bob", Role.LEARNER, 2),
                source, null, "key-1", true, T0));

        assertThat(submissions.findBySubmitterAndIdempotencyKey("alice", "key-1")).isPresent();
        assertThatThrownBy(() -> submissions.saveAndFlush(
                new Submission(UUID.randomUUID(), "ch03-unit-a", alice, source, null, "key-1", true, T0)))
                .isInstanceOf(DataIntegrityViolationException.class);
    }

    @Test
    void submissionsFilterByAssignmentSubmitterStatusAndTime() {
        insert("alice", T0);
        UUID later = insert("alice", T0.plusSeconds(60));
        insert("bob", T0.plusSeconds(120));
        PageRequest newestFirst = PageRequest.of(0, 10, Sort.by(Sort.Direction.DESC, "submittedAt"));

        assertThat(submissions.findAll(new SubmissionFilter("ch03-unit-a", "alice", SubmissionStatus.QUEUED,
                T0.plusSeconds(30), T0.plusSeconds(90)).specification(), newestFirst))
                .extracting(Submission::id).containsExactly(later);
        assertThat(submissions.findAll(new SubmissionFilter(null, null, null, null, null).specification(), newestFirst)
                .getTotalElements()).isEqualTo(3);
        assertThat(submissions.findAll(new SubmissionFilter("other", null, null, null, null).specification(), newestFirst))
                .isEmpty();
    }
}
