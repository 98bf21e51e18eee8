package dev.boundedloop.grader.course;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Course rules the service sets for every assignment ({@code grader.course.*}).
 *
 * @param ciSubmissionsPerHour how many submissions CI tokens may make to one assignment in any sliding hour:
 *     for a learner, all CI tokens issued for them together; for a CI hook, its own. Counted apart from the
 *     learner's own submissions, which the assignment's {@code submissionsPerHour} limits, so that CI never uses
 *     up a learner's hour and a learner's submissions never hold CI back. 1 to 10000; 30 by default.
 */
@ConfigurationProperties("grader.course")
public record CourseProperties(@DefaultValue("30") int ciSubmissionsPerHour) {

    public CourseProperties {
        if (ciSubmissionsPerHour < 1 || ciSubmissionsPerHour > AssignmentSettings.MAX_SUBMISSIONS_PER_HOUR) {
            throw new IllegalArgumentException("grader.course.ci-submissions-per-hour must be 1 to "
                    + AssignmentSettings.MAX_SUBMISSIONS_PER_HOUR + ", got " + ciSubmissionsPerHour);
        }
    }
}
