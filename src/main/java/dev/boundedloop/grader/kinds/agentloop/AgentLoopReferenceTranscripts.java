package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.CaseTranscript;
import java.util.Optional;

/**
 * The reference loop's transcript of an agent-loop case, recomputed from the suite, so a learner can
 * read their own run beside the one it was judged against.
 */
public final class AgentLoopReferenceTranscripts {

    private AgentLoopReferenceTranscripts() {}

    /** The reference run's transcript of the suite's agent-loop case {@code caseId}; empty for any other id. */
    public static Optional<CaseTranscript> of(Suite suite, String caseId) {
        return suite.cases().stream()
                .filter(AgentLoopScenario.class::isInstance).map(AgentLoopScenario.class::cast)
                .filter(scenario -> scenario.header().id().equals(caseId))
                .map(scenario -> new CaseTranscript(caseId,
                        AgentLoopHarness.transcriptJson(AgentLoopHarness.reference(scenario.run()))))
                .findFirst();
    }
}
