package dev.boundedloop.grader.lti;

/**
 * A login, launch or registration the tool refuses: {@code rule} names the check that failed (e.g.
 * {@code nonce}, {@code deployment_id}), {@code getMessage()} says what was wrong in words a person can act on.
 */
public class LtiRefusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String rule;

    public LtiRefusal(String rule, String detail) {
        super(detail, null, false, false);
        this.rule = rule;
    }

    public String rule() {
        return rule;
    }
}
