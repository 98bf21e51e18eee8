package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.storage.SqlTime;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Which learners are members of which LMS contexts ({@code lti_memberships}), as launches and roster
 * syncs saw them. A member a sync no longer lists has left: marked, never removed, so their work stays.
 */
@Repository
public class Memberships {

    public static final String BY_LAUNCH = "launch";
    public static final String BY_ROSTER = "roster";

    /** A learner's membership of a context, with the platform's id for them. */
    public record Membership(long platformId, String contextId, String ltiSubject, String learner, String seenBy,
            Instant firstSeenAt, Instant lastSeenAt, Instant leftAt) {}

    private final JdbcClient sql;
    private final Clock clock;

    Memberships(JdbcClient sql, Clock clock) {
        this.sql = sql;
        this.clock = clock;
    }

    /** The learner is a member now (again, if they had left). */
    public void seen(long platform, String context, String ltiSubject, String learner, String by) {
        Instant now = clock.instant();
        int updated = sql.sql("""
                        UPDATE lti_memberships SET learner = :learner, seen_by = :by, last_seen_at = :now, left_at = NULL
                        WHERE platform_id = :p AND context_id = :c AND lti_subject = :s""")
                .param("learner", learner).param("by", by).param("now", SqlTime.of(now)).param("p", platform)
                .param("c", context).param("s", ltiSubject).update();
        if (updated == 0) {
            sql.sql("""
                            INSERT INTO lti_memberships (platform_id, context_id, lti_subject, learner, seen_by,
                                                         first_seen_at, last_seen_at)
                            VALUES (:p, :c, :s, :learner, :by, :now, :now)""")
                    .param("p", platform).param("c", context).param("s", ltiSubject).param("learner", learner)
                    .param("by", by).param("now", SqlTime.of(now)).update();
        }
    }

    /** Marks as left the context's members not in {@code present}; returns the learners who left now. */
    public List<String> leftExcept(long platform, String context, List<String> presentLtiSubjects) {
        List<Membership> members = of(platform, context);
        List<String> left = members.stream().filter(m -> m.leftAt() == null && !presentLtiSubjects.contains(m.ltiSubject()))
                .map(Membership::learner).toList();
        for (Membership member : members) {
            if (member.leftAt() == null && !presentLtiSubjects.contains(member.ltiSubject())) {
                sql.sql("UPDATE lti_memberships SET left_at = :now WHERE platform_id = :p AND context_id = :c AND lti_subject = :s")
                        .param("now", SqlTime.of(clock.instant())).param("p", platform).param("c", context)
                        .param("s", member.ltiSubject()).update();
            }
        }
        return left;
    }

    /** The context's members, those who left included, by learner. */
    public List<Membership> of(long platform, String context) {
        return sql.sql("SELECT * FROM lti_memberships WHERE platform_id = :p AND context_id = :c ORDER BY learner")
                .param("p", platform).param("c", context).query(Memberships::row).list();
    }

    /** The contexts the learner is a member of now. */
    public List<Membership> current(String learner) {
        return sql.sql("SELECT * FROM lti_memberships WHERE learner = :learner AND left_at IS NULL ORDER BY platform_id, context_id")
                .param("learner", learner).query(Memberships::row).list();
    }

    private static Membership row(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        return new Membership(rs.getLong("platform_id"), rs.getString("context_id"), rs.getString("lti_subject"),
                rs.getString("learner"), rs.getString("seen_by"), SqlTime.read(rs, "first_seen_at"),
                SqlTime.read(rs, "last_seen_at"), SqlTime.read(rs, "left_at"));
    }
}
