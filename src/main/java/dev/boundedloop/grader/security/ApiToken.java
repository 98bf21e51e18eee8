package dev.boundedloop.grader.security;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** A bearer token, kept only as its hash. */
@Entity
@Table(name = "api_tokens")
class ApiToken {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "api_tokens")
    @SequenceGenerator(name = "api_tokens", sequenceName = "api_tokens_seq", allocationSize = 1)
    private Long id;

    @Column(name = "token_hash", nullable = false, updatable = false)
    private String tokenHash;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private Role role;

    @Column(nullable = false, updatable = false)
    private String subject;

    @Column(updatable = false)
    private String label;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    protected ApiToken() {}

    ApiToken(String tokenHash, Role role, String subject, String label, Instant createdAt) {
        this.tokenHash = Objects.requireNonNull(tokenHash);
        this.role = Objects.requireNonNull(role);
        this.subject = Objects.requireNonNull(subject);
        this.label = label;
        this.createdAt = Objects.requireNonNull(createdAt);
    }

    Long id() {
        return id;
    }

    Role role() {
        return role;
    }

    String subject() {
        return subject;
    }

    boolean active() {
        return revokedAt == null;
    }

    void revoke(Instant at) {
        if (revokedAt == null) {
            revokedAt = at;
        }
    }

    Caller caller() {
        return new Caller(subject, role, id);
    }

    TokenInfo info() {
        return new TokenInfo(id, role, subject, createdAt, revokedAt);
    }
}
