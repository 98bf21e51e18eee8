package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundRefused;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.web.PageOf;
import java.net.URI;
import java.net.URISyntaxException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.springframework.data.domain.Pageable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Registers, lists and removes hooks, and reads each one's delivery log. */
@Service
public class Webhooks {

    static final int MAX_URL = 2000;

    private final JdbcClient jdbc;
    private final Clock clock;
    private final OutboundGuard guard;
    private final WebhookProperties properties;

    Webhooks(JdbcClient jdbc, Clock clock, OutboundGuard guard, WebhookProperties properties) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.guard = guard;
        this.properties = properties;
    }

    @Transactional
    public RegisteredWebhook register(String url, String assignment, String createdBy) {
        String checked = checkUrl(url);
        try {
            guard.check(URI.create(checked));
        } catch (OutboundRefused refused) {
            throw GraderProblem.badRequest("The field 'url' is refused by the outbound guard: " + refused.reason())
                    .with("field", "url");
        }
        if (assignment != null && jdbc.sql("SELECT COUNT(*) FROM assignments WHERE id = :id").param("id", assignment)
                .query(Long.class).single() == 0) {
            throw GraderProblem.notFound("No assignment " + assignment + "; leave 'assignment' out for a hook on all of them");
        }
        long id = jdbc.sql("SELECT nextval('webhooks_seq')").query(Long.class).single();
        String secret = Signature.newSecret();
        Webhook hook = new Webhook(id, checked, assignment, createdBy, clock.instant(), null, null, null);
        jdbc.sql("""
                        INSERT INTO webhooks (id, url, assignment, secret, created_by, created_at)
                        VALUES (:id, :url, :assignment, :secret, :createdBy, :createdAt)""")
                .param("id", id).param("url", checked).param("assignment", assignment).param("secret", secret)
                .param("createdBy", createdBy).param("createdAt", SqlTime.of(hook.createdAt()))
                .update();
        return new RegisteredWebhook(hook, secret);
    }

    @Transactional(readOnly = true)
    public List<Webhook> list() {
        return jdbc.sql("SELECT " + COLUMNS + " FROM webhooks ORDER BY id").query(Webhooks::webhook).list();
    }

    /**
     * Gives a hook a new secret. The one it replaces still signs every delivery beside it for the
     * grace period, so a receiver that has not yet taken the new one loses nothing.
     */
    @Transactional
    public RotatedSecret rotateSecret(long id) {
        find(id);
        String secret = Signature.newSecret();
        Instant until = clock.instant().plus(properties.rotationGrace());
        jdbc.sql("""
                        UPDATE webhooks SET previous_secret = secret, previous_secret_until = :until, secret = :secret
                        WHERE id = :id""")
                .param("until", SqlTime.of(until)).param("secret", secret).param("id", id).update();
        return new RotatedSecret(id, secret, until);
    }

    /** Enables a hook that a receiver's 410 disabled; deliveries are written for it again from now on. */
    @Transactional
    public Webhook enable(long id) {
        find(id);
        jdbc.sql("UPDATE webhooks SET disabled_at = NULL, disabled_reason = NULL WHERE id = :id").param("id", id).update();
        return find(id);
    }

    /** Removes a hook with its delivery log; deliveries not yet sent are dropped with it. */
    @Transactional
    public Webhook delete(long id) {
        Webhook hook = find(id);
        jdbc.sql("DELETE FROM webhook_deliveries WHERE webhook_id = :id").param("id", id).update();
        jdbc.sql("DELETE FROM webhooks WHERE id = :id").param("id", id).update();
        return hook;
    }

    /** A hook's deliveries, newest first. */
    @Transactional(readOnly = true)
    public PageOf<Delivery> deliveries(long id, Pageable page) {
        find(id);
        long total = jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE webhook_id = :id").param("id", id)
                .query(Long.class).single();
        List<Delivery> items = jdbc.sql("""
                        SELECT id, event_id, submission_id, state, attempts, next_attempt_at, last_status, last_error,
                               last_attempt_at, created_at, finished_at
                        FROM webhook_deliveries WHERE webhook_id = :id
                        ORDER BY id DESC LIMIT :limit OFFSET :offset""")
                .param("id", id).param("limit", page.getPageSize()).param("offset", page.getOffset())
                .query((rs, row) -> new Delivery(rs.getLong("id"), rs.getObject("event_id", UUID.class),
                        rs.getObject("submission_id", UUID.class), rs.getString("state"), rs.getInt("attempts"),
                        SqlTime.read(rs, "next_attempt_at"), rs.getObject("last_status", Integer.class),
                        rs.getString("last_error"), SqlTime.read(rs, "last_attempt_at"), SqlTime.read(rs, "created_at"),
                        SqlTime.read(rs, "finished_at")))
                .list();
        return new PageOf<>(items, page.getPageNumber(), page.getPageSize(), total);
    }

    private Webhook find(long id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM webhooks WHERE id = :id").param("id", id)
                .query(Webhooks::webhook)
                .optional().orElseThrow(() -> GraderProblem.notFound("No webhook with id " + id));
    }

    private static final String COLUMNS = "id, url, assignment, created_by, created_at, previous_secret_until, "
            + "disabled_at, disabled_reason";

    private static Webhook webhook(ResultSet rs, int row) throws SQLException {
        return new Webhook(rs.getLong("id"), rs.getString("url"), rs.getString("assignment"), rs.getString("created_by"),
                SqlTime.read(rs, "created_at"), SqlTime.read(rs, "previous_secret_until"), SqlTime.read(rs, "disabled_at"),
                rs.getString("disabled_reason"));
    }

    /** An absolute http or https URL with a host, as it will be called; anything else is a 400 that says why. */
    static String checkUrl(String url) {
        if (url == null || url.isBlank()) {
            throw GraderProblem.badRequest("The field 'url' is required, e.g. \"https://ci.example.edu/grader-hook\"");
        }
        if (url.length() > MAX_URL || url.chars().anyMatch(Character::isISOControl)) {
            throw GraderProblem.badRequest("The field 'url' must be at most " + MAX_URL
                    + " characters without control characters");
        }
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw GraderProblem.badRequest("The field 'url' is not a valid URL: " + e.getMessage());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw GraderProblem.badRequest("The field 'url' must be an http or https URL; got scheme '"
                    + (scheme.isEmpty() ? "(none)" : scheme) + "'");
        }
        if (uri.getHost() == null || uri.getHost().isBlank()) {
            throw GraderProblem.badRequest("The field 'url' must name a host, e.g. \"https://ci.example.edu/grader-hook\"");
        }
        return uri.toString();
    }
}
