package dev.boundedloop.grader.security;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * @param bootstrapInstructorToken a token that works as an instructor token whenever it is set (env {@code
 *     GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN}): stored on the first start, and added on a later start
 *     when missing, to recover from lost instructor tokens; each start warns that it is set. Unset by
 *     default: then the first start generates one and prints it once.
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
