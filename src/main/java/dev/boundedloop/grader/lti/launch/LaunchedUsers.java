package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.roster.LearnerProfile;
import dev.boundedloop.grader.roster.Learners;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Who a launched user is in the grader: a learner on the roster (made or updated from the launch's
 * claims, with its context as their section), or an instructor. The platform's user id is mapped to a
 * grader subject once and kept, so a renamed LMS user stays the same learner. A roster sync puts the
 * context's members on the roster the same way.
 */
@Service
public class LaunchedUsers {

    private static final Pattern CONTROL = Pattern.compile("\\p{Cc}");
    private static final String INSTRUCTOR_PREFIX = "instructor:";

    private final JdbcClient sql;
    private final Learners learners;
    private final Memberships memberships;

    LaunchedUsers(JdbcClient sql, Learners learners, Memberships memberships) {
        this.sql = sql;
        this.learners = learners;
        this.memberships = memberships;
    }

    /** The learner's id, after putting them on the roster and among the context's members. */
    @Transactional
    String learner(LtiLaunch launch) {
        String section = context(launch);
        String id = enrol(launch.platform().id(), launch.subject(), launch.name(), launch.email(), section);
        if (launch.contextId() != null) {
            memberships.seen(launch.platform().id(), launch.contextId(), launch.subject(), id, Memberships.BY_LAUNCH);
        }
        return id;
    }

    /** The instructor's subject, {@code instructor:lti-...}; the context's services are remembered. */
    @Transactional
    String instructor(LtiLaunch launch) {
        context(launch);
        return INSTRUCTOR_PREFIX + subject(launch.platform().id(), launch.subject());
    }

    /**
     * Puts a platform's user on the roster as a learner (a roster sync's member): made, or given the
     * name, email and section; a name or email the platform does not share keeps the roster's. Returns
     * the learner's id and whether they were new.
     */
    @Transactional
    public Enrolled enrol(long platform, String ltiSubject, String name, String email, String section, boolean keepUnshared) {
        String id = subject(platform, ltiSubject);
        String fitName = fit(name, LearnerProfile.MAX_NAME);
        String fitEmail = email(email);
        if (keepUnshared && (fitName == null || fitEmail == null)) {
            // read here rather than through the roster's service, whose refusal of an unknown id would spoil the transaction
            List<String[]> known = sql.sql("SELECT name, email FROM learners WHERE id = :id").param("id", id)
                    .query((rs, row) -> new String[] {rs.getString("name"), rs.getString("email")}).list();
            if (!known.isEmpty()) {
                fitName = fitName == null ? known.get(0)[0] : fitName;
                fitEmail = fitEmail == null ? known.get(0)[1] : fitEmail;
            }
        }
        boolean made = learners.enrol(id, new LearnerProfile(fitName, fitEmail, fit(section, LearnerProfile.MAX_SECTION)));
        return new Enrolled(id, made);
    }

    /** A learner put on the roster, and whether they were new to it. */
    public record Enrolled(String learner, boolean made) {}

    private String enrol(long platform, String ltiSubject, String name, String email, String section) {
        return enrol(platform, ltiSubject, name, email, section, false).learner();
    }

    private String subject(long platform, String ltiSubject) {
        return sql.sql("SELECT grader_subject FROM lti_users WHERE platform_id = :p AND lti_subject = :s")
                .param("p", platform).param("s", ltiSubject).query(String.class).optional()
                .map(stored -> stored.startsWith(INSTRUCTOR_PREFIX) ? stored.substring(INSTRUCTOR_PREFIX.length()) : stored)
                .orElseGet(() -> {
                    String made = "lti-" + Secrets.sha256(platform + "\n" + ltiSubject).substring(0, 16);
                    sql.sql("INSERT INTO lti_users (platform_id, lti_subject, grader_subject) VALUES (:p, :s, :g)")
                            .param("p", platform).param("s", ltiSubject).param("g", made).update();
                    return made;
                });
    }

    /**
     * The roster section of the launch's context, remembered so that several contexts can feed one course,
     * with the grade and roster services the launch names for it.
     */
    private String context(LtiLaunch launch) {
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
        LtiLaunch.GradeService grades = launch.grades();
        if (grades != null) {
            sql.sql("UPDATE lti_contexts SET lineitems_url = COALESCE(:l, lineitems_url), ags_scopes = :scopes "
                    + "WHERE platform_id = :p AND context_id = :c")
                    .param("l", fit(grades.lineItems(), 2000)).param("scopes", fit(String.join(" ", grades.scopes()), 1000))
                    .param("p", launch.platform().id()).param("c", launch.contextId()).update();
        }
        if (launch.membershipsUrl() != null) {
            sql.sql("UPDATE lti_contexts SET memberships_url = :m WHERE platform_id = :p AND context_id = :c")
                    .param("m", fit(launch.membershipsUrl(), 2000)).param("p", launch.platform().id())
                    .param("c", launch.contextId()).update();
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
