package dev.boundedloop.grader.security;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param bootstrapInstructorToken a token that works as an instructor token whenever it is set (env {@code
 *     GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN}): stored on the first start, and added on a later start
 *     when missing, to recover from lost instructor tokens; each start warns that it is set. Unset by
 *     default: then the first start generates one and prints it once.
 */
@ConfigurationProperties("grader.security")
public record GraderSecurityProperties(String bootstrapInstructorToken) {}
