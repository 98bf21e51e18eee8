package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.lti.LtiProperties;
import dev.boundedloop.grader.lti.LtiRefusal;
import java.security.MessageDigest;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Logins begun and not yet launched. Each has a state (sent to the platform and back), a nonce (which the
 * id_token must carry) and the hash of a secret cookie given to the browser, so a launch is accepted
 * only once, only in time, and only in the browser that began it.
 */
@Service
class Logins {

    /** A login a launch consumed. */
    record Login(long platformId, String nonce) {}

    /** A login begun: what goes to the platform, and the browser's cookie value. */
    record Begun(String state, String nonce, String browserSecret) {}

    private final JdbcClient sql;
    private final LtiProperties properties;
    private final Clock clock;

    Logins(JdbcClient sql, LtiProperties properties, Clock clock) {
        this.sql = sql;
        this.properties = properties;
        this.clock = clock;
    }

    @Transactional
    Begun begin(long platformId) {
        Instant now = clock.instant();
        sql.sql("DELETE FROM lti_logins WHERE created_at < :cutoff")
                .param("cutoff", Timestamp.from(now.minus(properties.loginLifetime().multipliedBy(6)))).update();
        Begun begun = new Begun(Secrets.random(), Secrets.random(), Secrets.random());
        sql.sql("INSERT INTO lti_logins (state, nonce, platform_id, browser_hash, created_at) VALUES (:s, :n, :p, :b, :now)")
                .param("s", begun.state()).param("n", begun.nonce()).param("p", platformId)
                .param("b", Secrets.sha256(begun.browserSecret())).param("now", Timestamp.from(now)).update();
        return begun;
    }

    /** Uses the login up, whatever the launch's fate: a state is never accepted twice. */
    @Transactional(noRollbackFor = LtiRefusal.class)
    Login consume(String state, String browserSecret) {
        if (state == null || state.isBlank()) {
            throw new LtiRefusal("state", "The launch carries no state; it must come from a login begun at /lti/login");
        }
        Stored row = sql.sql("SELECT platform_id, nonce, browser_hash, created_at FROM lti_logins WHERE state = :s")
                .param("s", state).query((rs, n) -> new Stored(rs.getLong(1), rs.getString(2), rs.getString(3),
                        rs.getTimestamp(4).toInstant())).optional()
                .orElseThrow(() -> new LtiRefusal("state",
                        "The launch's state is not one this tool sent: the login was not begun at /lti/login, or long ago"));
        int taken = sql.sql("UPDATE lti_logins SET used_at = :now WHERE state = :s AND used_at IS NULL")
                .param("now", Timestamp.from(clock.instant())).param("s", state).update();
        if (taken == 0) {
            throw new LtiRefusal("state", "The launch's state was used already: each login launches once; "
                    + "start again from the LMS");
        }
        if (row.createdAt().plus(properties.loginLifetime()).isBefore(clock.instant())) {
            throw new LtiRefusal("state", "The login expired: the launch came more than "
                    + properties.loginLifetime().toMinutes() + " minutes after it began; start again from the LMS");
        }
        if (browserSecret == null || !MessageDigest.isEqual(row.browserHash().getBytes(StandardCharsets.UTF_8),
                Secrets.sha256(browserSecret).getBytes(StandardCharsets.UTF_8))) {
            throw new LtiRefusal("browser", "The launch did not come to the browser that began the login (its login "
                    + "cookie is missing or different); if the LMS shows the tool in a frame, the browser may block "
                    + "its cookies: open the tool in a new window");
        }
        return new Login(row.platformId(), row.nonce());
    }

    private record Stored(long platformId, String nonce, String browserHash, Instant createdAt) {}
}
