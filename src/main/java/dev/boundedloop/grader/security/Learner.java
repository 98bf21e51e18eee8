package dev.boundedloop.grader.security;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** A learner account; its tokens are {@link ApiToken}s whose subject is the learner's id. */
@Entity
@Table(name = "learners")
class Learner {

    @Id
    private String id;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected Learner() {}

    Learner(String id, Instant createdAt) {
        this.id = Objects.requireNonNull(id);
        this.createdAt = Objects.requireNonNull(createdAt);
    }

    String id() {
        return id;
    }

    Instant createdAt() {
        return createdAt;
    }
}
