package dev.boundedloop.grader.roster;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;
import java.time.Instant;
import java.util.Objects;
import org.springframework.data.domain.Persistable;

/**
 * A learner account; its tokens are API tokens whose subject is the learner's id. A new one
 * is inserted, never merged, so two requests creating the same learner cannot both succeed.
 */
@Entity
@Table(name = "learners")
class Learner implements Persistable<String> {

    @Id
    private String id;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    private String name;

    private String email;

    private String section;

    @Transient
    private boolean stored;

    protected Learner() {}

    Learner(String id, LearnerProfile profile, Instant createdAt) {
        this.id = Objects.requireNonNull(id);
        this.createdAt = Objects.requireNonNull(createdAt);
        update(profile);
    }

    String id() {
        return id;
    }

    @Override
    public String getId() {
        return id;
    }

    @Override
    public boolean isNew() {
        return !stored;
    }

    @PostLoad
    @PostPersist
    void markStored() {
        stored = true;
    }

    Instant createdAt() {
        return createdAt;
    }

    LearnerProfile profile() {
        return new LearnerProfile(name, email, section);
    }

    void update(LearnerProfile profile) {
        this.name = profile.name();
        this.email = profile.email();
        this.section = profile.section();
    }
}
