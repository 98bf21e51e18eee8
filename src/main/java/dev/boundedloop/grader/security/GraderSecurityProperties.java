package dev.boundedloop.grader.security;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * @param bootstrapInstructorToken the instructor token stored on the first start, when the database
 *     has no instructor token yet (env {@code GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN}). Unset by
 *     default: then one is generated and printed once.
 * @param frameAncestors the origins that may show the dashboard and the learner page in a frame, e.g. the
 *     LMS that launches them by LTI ({@code https://canvas.example.edu}). Empty by default: no site may frame them
 */
@ConfigurationProperties("grader.security")
public record GraderSecurityProperties(String bootstrapInstructorToken, List<String> frameAncestors) {

    @ConstructorBinding
    public GraderSecurityProperties {
        frameAncestors = frameAncestors == null ? List.of() : List.copyOf(frameAncestors);
    }

    public GraderSecurityProperties(String bootstrapInstructorToken) {
        this(bootstrapInstructorToken, List.of());
    }

    /** The Content-Security-Policy {@code frame-ancestors} source list. */
    String frameAncestorsSource() {
        return frameAncestors.isEmpty() ? "'none'" : "'self' " + String.join(" ", frameAncestors);
    }
}
