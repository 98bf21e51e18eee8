package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;

/**
 * Seeded random runs (scripts, caps, system prompts, observers) on which the learner's loop must
 * behave as the reference loop; the first disagreement is shrunk. The seed makes it reproducible.
 */
public record AgentLoopPropertyCase(CaseHeader header, long seed, int tries) implements SuiteCase {

    public static final int MAX_TRIES = 5_000;

    public AgentLoopPropertyCase {
        if (tries <= 0 || tries > MAX_TRIES) {
            throw new IllegalArgumentException("property case " + header.id() + " needs 1.." + MAX_TRIES
                    + " tries, has " + tries);
        }
    }
}
