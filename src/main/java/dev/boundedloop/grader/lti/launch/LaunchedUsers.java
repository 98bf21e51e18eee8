package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.roster.LearnerProfile;
import dev.boundedloop.grader.roster.Learners;
import java.util.Locale;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Who a launched user is in the grader: a learner on the roster (made or updated from the launch's
 * claims, with its context as their section), or an instructor. The platform's user id is mapped to a
 * grader subject once and kept, so a renamed LMS user stays the same learner.
 */
@Service
class LaunchedUsers {

    private static final Pattern CONTROL = Pattern.compile("\\p{Cc}");
    private static final String INSTRUCTOR_PREFIX = "instructor:";

    private final JdbcClient sql;
    private final Learners learners;

    LaunchedUsers(JdbcClient sql, Learners learners) {
        this.sql = sql;
        this.learners = learners;
    }

    /** The learner's id, after putting them on the roster. */
    @Transactional
    String learner(LtiLaunch launch) {
        String id = subject(launch, "lti-");
        learners.enrol(id, new LearnerProfile(fit(launch.name(), LearnerProfile.MAX_NAME), email(launch.email()),
                section(launch)));
        return id;
    }

    /** The instructor's subject, {@code instructor:lti-...}. */
    @Transactional
    String instructor(LtiLaunch launch) {
        return INSTRUCTOR_PREFIX + subject(launch, "lti-");
    }

    private String subject(LtiLaunch launch, String prefix) {
        long platform = launch.platform().id();
        return sql.sql("SELECT grader_subject FROM lti_users WHERE platform_id = :p AND lti_subject = :s")
                .param("p", platform).param("s", launch.subject()).query(String.class).optional()
                .map(stored -> stored.startsWith(INSTRUCTOR_PREFIX) ? stored.substring(INSTRUCTOR_PREFIX.length()) : stored)
                .orElseGet(() -> {
                    String made = prefix + Secrets.sha256(platform + "\n" + launch.subject()).substring(0, 16);
                    sql.sql("INSERT INTO lti_users (platform_id, lti_subject, grader_subject) VALUES (:p, :s, :g)")
                            .param("p", platform).param("s", launch.subject()).param("g", made).update();
                    return made;
                });
    }

    /** The roster section of the launch's context, remembered so that several contexts can feed one course. */
    private String section(LtiLaunch launch) {
        if (launch.contextId() == null) {
            return null;
        }
        String named = launch.contextLabel() != null && !launch.contextLabel().isBlank() ? launch.contextLabel()
                : launch.contextTitle() != null && !launch.contextTitle().isBlank() ? launch.contextTitle() : launch.contextId();
        String section = fit(named, LearnerProfile.MAX_SECTION);
        int updated = sql.sql("UPDATE lti_contexts SET title = :t, section = :s WHERE platform_id = :p AND context_id = :c")
                .param("t", fit(launch.contextTitle(), 500)).param("s", section).param("p", launch.platform().id())
                .param("c", launch.contextId()).update();
        if (updated == 0) {
            sql.sql("INSERT INTO lti_contexts (platform_id, context_id, title, section) VALUES (:p, :c, :t, :s)")
                    .param("p", launch.platform().id()).param("c", launch.contextId())
                    .param("t", fit(launch.contextTitle(), 500)).param("s", section).update();
        }
        return section;
    }

    /** LMS text as the roster can hold it: control characters dropped, cut to length. */
    private static String fit(String text, int max) {
        if (text == null) {
            return null;
        }
        String clean = CONTROL.matcher(text).replaceAll(" ").strip();
        return clean.length() > max ? clean.substring(0, max) : clean;
    }

    /** An address the roster would refuse is left out rather than refusing the launch. */
    private static String email(String email) {
        if (email == null) {
            return null;
        }
        String trimmed = email.strip().toLowerCase(Locale.ROOT);
        return new LearnerProfile(null, trimmed, null).problems().isEmpty() ? trimmed : null;
    }
}
