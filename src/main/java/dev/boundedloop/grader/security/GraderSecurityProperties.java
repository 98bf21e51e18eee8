package dev.boundedloop.grader.security;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param bootstrapInstructorToken the instructor token stored on the first start, when the database
 *     has no instructor token yet (env {@code GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN}). Unset by
 *     default: then one is generated and printed once.
 */
@ConfigurationProperties("grader.security")
public record GraderSecurityProperties(String bootstrapInstructorToken) {}
