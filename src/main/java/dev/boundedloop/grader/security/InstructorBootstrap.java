package dev.boundedloop.grader.security;

import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;

/**
 * Makes sure someone can manage the service. A configured bootstrap token is always an instructor
 * token: stored on the first start, and added on a later one when it is missing, which is how an
 * operator who lost every instructor token gets back in. Without one, the first start generates a
 * token and prints it once. Replicas starting together race on a unique label, and only one insert wins.
 */
@Component
class InstructorBootstrap implements ApplicationRunner {

    static final String LABEL = "bootstrap";
    static final String SUBJECT = "instructor:bootstrap";
    private static final String SETTING = "grader.security.bootstrap-instructor-token"
            + " (GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN)";
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
        if (configured != null && !configured.isBlank()) {
            ensureConfigured(configured.trim());
        } else if (!tokens.anyInstructorToken()) {
            generateFirst();
        }
    }

    private void ensureConfigured(String secret) {
        Optional<Caller> known = tokens.authenticate(secret);
        if (known.isPresent() && known.get().role() != Role.INSTRUCTOR) {
            log.warn("{} is set to a token of role {}; it is not made an instructor's. Set it to a new value.", SETTING,
                    known.get().role());
            return;
        }
        if (known.isEmpty()) {
            // The first start takes the plain label; a later one a label of this token's own, so that
            // replicas adding the same token together add it once.
            boolean first = !tokens.anyInstructorToken();
            String label = first ? LABEL : LABEL + ":" + TokenSecrets.hash(secret).substring(0, 16);
            try {
                tokens.issue(Role.INSTRUCTOR, SUBJECT, label, secret);
            } catch (DataIntegrityViolationException taken) {
                if (tokens.authenticate(secret).isEmpty()) {
                    log.warn("{} is set to a token that was revoked; it stays revoked. Set it to a new value.", SETTING);
                    return;
                }
                // Another replica stored it first.
            }
            if (!first) {
                log.warn("{} was not an instructor token in the database; it has been added as one", SETTING);
            }
        }
        // Said on every start: a token in the environment is a standing way in, to be unset once no longer needed.
        log.warn("{} is set: it works as an instructor token for as long as it is set; unset it and revoke it"
                + " (DELETE /api/instructor/tokens/{tokenId}) once another instructor token is in use", SETTING);
    }

    private void generateFirst() {
        String secret = TokenSecrets.newToken();
        try {
            tokens.issue(Role.INSTRUCTOR, SUBJECT, LABEL, secret);
        } catch (DataIntegrityViolationException anotherReplicaWon) {
            log.info("Another replica bootstrapped the instructor token");
            return;
        }
        // Printed once, on purpose: this is the only copy; the database keeps its hash.
        System.out.println("\nGenerated the first instructor token (shown once; store it now):\n  " + secret + "\n");
        log.warn("Generated the first instructor token and printed it on standard output");
    }
}
