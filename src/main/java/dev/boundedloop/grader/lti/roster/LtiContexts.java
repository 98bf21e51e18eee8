package dev.boundedloop.grader.lti.roster;

import dev.boundedloop.grader.storage.SqlTime;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The contexts launched from and their members, for instructors. */
@Service
class LtiContexts {

    private final JdbcClient sql;

    LtiContexts(JdbcClient sql) {
        this.sql = sql;
    }

    @Transactional(readOnly = true)
    List<LtiContext> list() {
        return sql.sql("""
                        SELECT c.*, p.issuer,
                               (SELECT COUNT(*) FROM lti_memberships m WHERE m.platform_id = c.platform_id
                                  AND m.context_id = c.context_id AND m.left_at IS NULL) AS members,
                               (SELECT COUNT(*) FROM lti_memberships m WHERE m.platform_id = c.platform_id
                                  AND m.context_id = c.context_id AND m.left_at IS NOT NULL) AS gone
                        FROM lti_contexts c JOIN lti_platforms p ON p.id = c.platform_id
                        ORDER BY c.platform_id, c.context_id""")
                .query((rs, row) -> new LtiContext(rs.getLong("platform_id"), rs.getString("issuer"),
                        rs.getString("context_id"), rs.getString("title"), rs.getString("section"),
                        rs.getString("lineitems_url"), rs.getString("memberships_url"), SqlTime.read(rs, "roster_synced_at"),
                        rs.getString("roster_sync_error"), rs.getLong("members"), rs.getLong("gone")))
                .list();
    }

    @Transactional(readOnly = true)
    List<ContextMember> members(long platform, String context) {
        return sql.sql("""
                        SELECT m.*, l.name, l.email FROM lti_memberships m LEFT JOIN learners l ON l.id = m.learner
                        WHERE m.platform_id = :p AND m.context_id = :c ORDER BY m.left_at NULLS FIRST, m.learner""")
                .param("p", platform).param("c", context)
                .query((rs, row) -> new ContextMember(rs.getString("learner"), rs.getString("name"), rs.getString("email"),
                        rs.getString("lti_subject"), rs.getString("seen_by"), SqlTime.read(rs, "first_seen_at"),
                        SqlTime.read(rs, "last_seen_at"), SqlTime.read(rs, "left_at")))
                .list();
    }
}
