package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.audit.LogText;
import dev.boundedloop.grader.lti.LtiProperties;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.advantage.AccessTokens;
import dev.boundedloop.grader.lti.advantage.PlatformCallFailed;
import dev.boundedloop.grader.lti.advantage.Scopes;
import dev.boundedloop.grader.lti.advantage.ServiceAnswers;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.lti.registration.Platforms;
import dev.boundedloop.grader.storage.SqlTime;
import java.net.URI;
import java.net.URISyntaxException;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Posts the outbox's due scores, one at a time, from a thread of its own. A row is taken by a
 * conditional UPDATE that counts the try and leases it past the try's longest time, so two replicas
 * never send one try twice and a replica that stops mid-try leaves it to be tried again. A failure is
 * recorded on its own row with the platform's answer and a likely cause, and the next row is sent: one
 * learner's failing score never holds up another's. A try of a score that a newer one replaced meanwhile
 * records nothing; the newer one is sent next.
 */
@Component
class ScoreSender implements SmartLifecycle {

    static final String SCORE = "application/vnd.ims.lis.v1.score+json";
    private static final Logger log = LoggerFactory.getLogger(ScoreSender.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int BATCH = 50;
    private static final int MAX_CAUSE = 500;

    record Due(long id, long platformId, String contextId, String assignment, String learner, String ltiSubject,
            int scoreGiven, int scoreMaximum, String comment, Instant scoredAt, int version, int attempts) {}

    private final JdbcClient sql;
    private final PassbackProperties properties;
    private final LtiProperties lti;
    private final Clock clock;
    private final Platforms platforms;
    private final AccessTokens tokens;
    private final LineItems lineItems;
    private final PlatformHttp http;
    private ScheduledExecutorService thread;

    ScoreSender(JdbcClient sql, PassbackProperties properties, LtiProperties lti, Clock clock, Platforms platforms,
            AccessTokens tokens, LineItems lineItems, PlatformHttp http) {
        this.sql = sql;
        this.properties = properties;
        this.lti = lti;
        this.clock = clock;
        this.platforms = platforms;
        this.tokens = tokens;
        this.lineItems = lineItems;
        this.http = http;
    }

    @Override
    public synchronized void start() {
        if (!properties.send() || thread != null) {
            return;
        }
        thread = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "lti-score-sender");
            t.setDaemon(true);
            return t;
        });
        long every = properties.pollInterval().toMillis();
        thread.scheduleWithFixedDelay(this::sendDueSafely, every, every, TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        if (thread == null) {
            return;
        }
        // A try cut short here is left PENDING with its lease, and tried again after it.
        thread.shutdownNow();
        try {
            thread.awaitTermination(lti.platformTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        thread = null;
    }

    @Override
    public synchronized boolean isRunning() {
        return thread != null;
    }

    private void sendDueSafely() {
        try {
            sendDue();
        } catch (RuntimeException e) {
            // The next poll tries again; a scheduled task that threw would never run again.
            log.warn("LTI score deliveries could not be read or updated: {}", e.toString());
        }
    }

    /** Sends what is due now; returns how many tries it made. */
    int sendDue() {
        Instant now = clock.instant();
        List<Due> due = sql.sql("""
                        SELECT * FROM lti_score_deliveries WHERE state = :pending AND next_attempt_at <= :now
                        ORDER BY next_attempt_at, id LIMIT :batch""")
                .param("pending", ScoreOutbox.PENDING).param("now", SqlTime.of(now)).param("batch", BATCH)
                .query((rs, row) -> new Due(rs.getLong("id"), rs.getLong("platform_id"), rs.getString("context_id"),
                        rs.getString("assignment"), rs.getString("learner"), rs.getString("lti_subject"),
                        rs.getInt("score_given"), rs.getInt("score_maximum"), rs.getString("comment"),
                        SqlTime.read(rs, "scored_at"), rs.getInt("version"), rs.getInt("attempts")))
                .list();
        int tried = 0;
        for (Due delivery : due) {
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
            if (take(delivery, now)) {
                attempt(delivery);
                tried++;
            }
        }
        return tried;
    }

    private boolean take(Due delivery, Instant now) {
        // A try makes up to four calls (token, line item lookup and creation, score), each within the timeout.
        Instant leaseEnd = now.plus(lti.platformTimeout().multipliedBy(5));
        return sql.sql("""
                        UPDATE lti_score_deliveries SET attempts = attempts + 1, next_attempt_at = :leaseEnd
                        WHERE id = :id AND state = :pending AND version = :version AND attempts = :attempts""")
                .param("leaseEnd", SqlTime.of(leaseEnd)).param("id", delivery.id()).param("pending", ScoreOutbox.PENDING)
                .param("version", delivery.version()).param("attempts", delivery.attempts())
                .update() == 1;
    }

    private void attempt(Due delivery) {
        int attempt = delivery.attempts() + 1;
        try {
            PlatformHttp.Answer answer = send(delivery);
            record(delivery, attempt, ScoreOutbox.SENT, answer.status(), ServiceAnswers.shortened(answer.body()), null,
                    clock.instant());
        } catch (PlatformCallFailed failed) {
            boolean again = failed.retryable() && attempt < properties.maxAttempts();
            Instant next = again ? clock.instant().plus(properties.retryAfter(attempt, failed.retryAfter())) : clock.instant();
            record(delivery, attempt, again ? ScoreOutbox.PENDING : ScoreOutbox.FAILED, failed.status(), failed.answer(),
                    failed.likelyCause(), next);
            if (!again) {
                log.warn("LTI score for learner {} on {} (context {}) failed after {} tries: {} {}", delivery.learner(),
                        delivery.assignment(), LogText.value(delivery.contextId()), attempt, failed.status(),
                        LogText.value(failed.likelyCause()));
            }
        } catch (RuntimeException e) {
            boolean again = attempt < properties.maxAttempts();
            record(delivery, attempt, again ? ScoreOutbox.PENDING : ScoreOutbox.FAILED, null, null,
                    "The tool could not send the score: " + e, again
                            ? clock.instant().plus(properties.retryAfter(attempt, null)) : clock.instant());
        }
    }

    private PlatformHttp.Answer send(Due delivery) {
        Platform platform = platforms.get(delivery.platformId());
        Map<String, String> context = sql.sql("""
                        SELECT lineitems_url, ags_scopes FROM lti_contexts WHERE platform_id = :p AND context_id = :c""")
                .param("p", delivery.platformId()).param("c", delivery.contextId())
                .query((rs, row) -> {
                    Map<String, String> columns = new LinkedHashMap<>();
                    columns.put("lineitems", rs.getString("lineitems_url"));
                    columns.put("scopes", rs.getString("ags_scopes"));
                    return columns;
                }).optional().orElseGet(Map::of);
        List<String> scopes = scopes(context.get("scopes"));
        URI lineItem = lineItems.resolve(platform, delivery.contextId(), delivery.assignment(), context.get("lineitems"),
                () -> tokens.token(platform, scopes));
        String token = tokens.token(platform, scopes);
        PlatformHttp.Answer answer = LineItems.call(() -> http.post(scores(lineItem), SCORE, "application/json",
                JSON.writeValueAsString(body(delivery)), token));
        if (!answer.ok()) {
            if (answer.status() == 401) {
                tokens.forget(platform);
            } else if (answer.status() == 404) {
                lineItems.forget(delivery.platformId(), delivery.contextId(), delivery.assignment());
            }
            throw ServiceAnswers.failure(answer, "posting the score");
        }
        return answer;
    }

    /** The scopes to ask for: what the launches granted of the ones passback uses; the score scope is needed. */
    private static List<String> scopes(String granted) {
        if (granted == null) {
            return List.of(Scopes.LINE_ITEM, Scopes.SCORE);
        }
        List<String> grantedScopes = List.of(granted.split(" "));
        if (!grantedScopes.contains(Scopes.SCORE)) {
            throw new PlatformCallFailed(null, null, "The LMS's launches do not grant the tool the score scope ("
                    + Scopes.SCORE + "): turn on the grade service (AGS) for the tool in the LMS", false, null);
        }
        List<String> asked = new ArrayList<>();
        for (String scope : List.of(Scopes.LINE_ITEM, Scopes.LINE_ITEM_READ, Scopes.SCORE)) {
            if (grantedScopes.contains(scope)) {
                asked.add(scope);
            }
        }
        return asked;
    }

    /** The score body of Assignment and Grade Services 2.0, section 3.4. */
    static Map<String, Object> body(Due delivery) {
        Map<String, Object> score = new LinkedHashMap<>();
        score.put("userId", delivery.ltiSubject());
        score.put("scoreGiven", delivery.scoreGiven());
        score.put("scoreMaximum", delivery.scoreMaximum());
        score.put("comment", delivery.comment());
        score.put("timestamp", delivery.scoredAt().toString());
        score.put("activityProgress", "Completed");
        score.put("gradingProgress", "FullyGraded");
        return score;
    }

    /** The scores URL of a line item: its path with /scores, its query kept (AGS 2.0, section 3.4). */
    static URI scores(URI lineItem) {
        try {
            String path = lineItem.getPath() == null ? "" : lineItem.getPath();
            return new URI(lineItem.getScheme(), lineItem.getAuthority(),
                    (path.endsWith("/") ? path.substring(0, path.length() - 1) : path) + "/scores", lineItem.getQuery(), null);
        } catch (URISyntaxException e) {
            throw new PlatformCallFailed(null, null, "The line item's URL " + lineItem + " cannot take /scores", false, null);
        }
    }

    private void record(Due delivery, int attempt, String state, Integer status, String answer, String cause, Instant next) {
        Instant now = clock.instant();
        sql.sql("""
                        UPDATE lti_score_deliveries
                        SET state = :state, next_attempt_at = :next, last_status = :status, last_answer = :answer,
                            likely_cause = :cause, updated_at = :now, sent_at = :sent
                        WHERE id = :id AND version = :version AND attempts = :attempt""")
                .param("state", state).param("next", SqlTime.of(next)).param("status", status, Types.INTEGER)
                .param("answer", ServiceAnswers.shortened(answer), Types.VARCHAR)
                .param("cause", cause == null ? null : cut(cause), Types.VARCHAR).param("now", SqlTime.of(now))
                .param("sent", state.equals(ScoreOutbox.SENT) ? SqlTime.of(now) : null, Types.TIMESTAMP_WITH_TIMEZONE)
                .param("id", delivery.id()).param("version", delivery.version()).param("attempt", attempt)
                .update();
    }

    private static String cut(String text) {
        return text.length() <= MAX_CAUSE ? text : text.substring(0, MAX_CAUSE);
    }
}
