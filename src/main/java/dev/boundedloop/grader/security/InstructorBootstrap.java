package dev.boundedloop.grader.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;

/**
 * Makes sure someone can manage a fresh service: on the first start (no instructor token in the
 * database) it stores the configured instructor token, or generates one and prints it once.
 * Replicas starting together race on the unique 'bootstrap' label, and only one insert wins.
 */
@Component
class InstructorBootstrap implements ApplicationRunner {

    static final String LABEL = "bootstrap";
    private static final Logger log = LoggerFactory.getLogger(InstructorBootstrap.class);

    private final Tokens tokens;
    private final GraderSecurityProperties properties;

    InstructorBootstrap(Tokens tokens, GraderSecurityProperties properties) {
        this.tokens = tokens;
        this.properties = properties;
    }

    @Override
    public void run(ApplicationArguments args) {
        String configured = properties.bootstrapInstructorToken();
        if (tokens.anyInstructorToken()) {
            warnIfIgnored(configured);
            return;
        }
        boolean generated = configured == null || configured.isBlank();
        String secret = generated ? TokenSecrets.newToken() : configured.trim();
        try {
            tokens.issue(Role.INSTRUCTOR, "instructor:bootstrap", LABEL, secret);
        } catch (DataIntegrityViolationException anotherReplicaWon) {
            log.info("Another replica bootstrapped the instructor token");
            return;
        }
        if (generated) {
            // Printed once, on purpose: this is the only copy; the database keeps its hash.
            System.out.println("\nGenerated the first instructor token (shown once; store it now):\n  " + secret + "\n");
            log.warn("Generated the first instructor token and printed it on standard output");
        } else {
            log.info("Stored the configured bootstrap instructor token");
        }
    }

    /** An operator who set the variable to get back in must learn that it did nothing, and why. */
    private void warnIfIgnored(String configured) {
        if (configured == null || configured.isBlank()) {
            return;
        }
        boolean works = tokens.authenticate(configured.trim()).map(caller -> caller.role() == Role.INSTRUCTOR).orElse(false);
        if (!works) {
            log.warn("grader.security.bootstrap-instructor-token (GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN) is set"
                    + " but ignored: the database already holds instructor tokens, and the bootstrap token is stored"
                    + " only on a database that has none. The value set is not an instructor token here; issue one"
                    + " with an existing instructor token: POST /api/instructor/tokens {\"role\": \"INSTRUCTOR\", \"name\": ...}.");
        }
    }
}
