package dev.boundedloop.grader.course;

import dev.boundedloop.grader.intake.IntakeRules;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.submission.HiddenCaseDisclosure;
import dev.boundedloop.grader.submission.HiddenCaseRules;
import dev.boundedloop.grader.problems.GraderProblem;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * The course's rules at intake and when a learner reads a report. Instructors are exempt from the
 * window and the quota; learners and CI tokens are not. CI tokens have an hourly quota of their own
 * ({@code grader.course.ci-submissions-per-hour}), counted apart from the learner's own submissions.
 */
@Service
@EnableConfigurationProperties(CourseProperties.class)
class CoursePolicy implements IntakeRules, HiddenCaseRules {

    private static final Duration QUOTA_WINDOW = Duration.ofHours(1);
    private static final Duration DAY = Duration.ofDays(1);

    private final CourseSettingsRows rows;
    private final CourseProperties properties;

    CoursePolicy(CourseSettingsRows rows, CourseProperties properties) {
        this.rows = rows;
        this.properties = properties;
    }

    @Override
    public Lateness admit(Caller caller, String assignment, Instant now) {
        if (caller.isInstructor()) {
            return Lateness.ON_TIME;
        }
        AssignmentSettings settings = rows.settings(assignment);
        Deadlines deadlines = deadlines(settings, assignment, caller.subject());
        if (settings.opensAt() != null && now.isBefore(settings.opensAt())) {
            throw GraderProblem.conflict("The assignment " + assignment + " opens at " + settings.opensAt()
                    + "; nothing was stored");
        }
        if (deadlines.closesAt() != null && now.isAfter(deadlines.closesAt())) {
            throw GraderProblem.conflict("The assignment " + assignment + " closed at " + deadlines.closesAt()
                    + " for you; nothing was stored");
        }
        if (caller.role() == Role.CI) {
            enforceQuota(caller, assignment, properties.ciSubmissionsPerHour(), now);
        } else if (settings.submissionsPerHour() != null) {
            enforceQuota(caller, assignment, settings.submissionsPerHour(), now);
        }
        return lateness(deadlines.dueAt(), settings.latePenaltyPercentPerDay(), now);
    }

    @Override
    public HiddenCaseDisclosure disclosure(String assignment, String submitter, Instant now) {
        AssignmentSettings settings = rows.settings(assignment);
        return switch (settings.hiddenResults()) {
            case SCORE_ONLY -> HiddenCaseDisclosure.SCORE_ONLY;
            case OUTCOMES -> HiddenCaseDisclosure.OUTCOMES;
            case AFTER_DUE -> {
                Instant due = deadlines(settings, assignment, submitter).dueAt();
                yield due != null && now.isAfter(due) ? HiddenCaseDisclosure.FULL : HiddenCaseDisclosure.SCORE_ONLY;
            }
        };
    }

    /** The learner's own due and closing times: an extension's where one was granted. */
    Deadlines deadlines(AssignmentSettings settings, String assignment, String learner) {
        Optional<Extension> extension = rows.extension(assignment, learner);
        if (extension.isPresent()) {
            Extension e = extension.get();
            return new Deadlines(e.dueAt(), e.lateUntil() != null ? e.lateUntil() : e.dueAt());
        }
        return new Deadlines(settings.dueAt(), settings.lateUntil() != null ? settings.lateUntil() : settings.dueAt());
    }

    record Deadlines(Instant dueAt, Instant closesAt) {}

    /** Per started day after the due time; the percentage never passes 100. */
    static Lateness lateness(Instant dueAt, int percentPerDay, Instant now) {
        if (dueAt == null || !now.isAfter(dueAt)) {
            return Lateness.ON_TIME;
        }
        Duration late = Duration.between(dueAt, now);
        int days = (int) Math.min(Integer.MAX_VALUE, (late.toNanos() + DAY.toNanos() - 1) / DAY.toNanos());
        return new Lateness(days, (int) Math.min(100L, (long) days * percentPerDay));
    }

    /**
     * A sliding hour: the submission is refused while the hour before it already holds the quota,
     * and Retry-After says when the oldest of those leaves the window. CI submissions count against the
     * CI quota, everything else against the assignment's. A learner's submissions are counted under a
     * lock on their row, so parallel requests cannot slip past the count together.
     */
    private void enforceQuota(Caller caller, String assignment, int perHour, Instant now) {
        if (caller.actsForLearner()) {
            rows.lockLearner(caller.subject());
        }
        boolean ci = caller.role() == Role.CI;
        List<Instant> recent = rows.submittedSince(caller.subject(), assignment, ci, now.minus(QUOTA_WINDOW));
        if (recent.size() < perHour) {
            return;
        }
        Instant freed = recent.get(recent.size() - perHour).plus(QUOTA_WINDOW);
        long seconds = Math.max(1, (Duration.between(now, freed).toMillis() + 999) / 1000);
        String made = recent.size() + (recent.size() == 1 ? " submission" : " submissions") + " to " + assignment
                + " in the last hour";
        GraderProblem tooMany = new GraderProblem(GraderProblem.Kind.TOO_MANY_REQUESTS, "Submission quota reached",
                ci ? "CI tokens have made " + made + ", and the service allows CI " + perHour
                        + " an hour (the learner's own submissions are counted apart); nothing was stored. Submit again in "
                        + seconds + " seconds."
                        : "You have made " + made + ", and the course allows " + perHour
                        + "; nothing was stored. Submit again in " + seconds + " seconds.");
        tooMany.retryAfter(Duration.ofSeconds(seconds));
        throw tooMany;
    }
}
