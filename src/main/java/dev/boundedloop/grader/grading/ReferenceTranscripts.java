package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.LoopScenario;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.loop.ReferencePolicy;
import java.util.Optional;

/**
 * What the reference's run of a loop case looks like (the admission policy's scenarios, the agent
 * loop's runs), so a learner can read their own transcript beside it. Reports store only the
 * learner's run; the reference run is recomputed from the suite, which makes it exactly the run
 * the learner's was judged against.
 */
public final class ReferenceTranscripts {

    private ReferenceTranscripts() {}

    /** The reference run's transcript of the suite's loop case {@code caseId}; empty for any other id. */
    public static Optional<CaseTranscript> of(Suite suite, String caseId) {
        return ofScenario(suite, caseId).or(() -> AgentLoopReferenceTranscripts.of(suite, caseId));
    }

    private static Optional<CaseTranscript> ofScenario(Suite suite, String caseId) {
        return suite.cases().stream()
                .filter(LoopScenario.class::isInstance).map(LoopScenario.class::cast)
                .filter(scenario -> scenario.header().id().equals(caseId))
                .map(scenario -> new CaseTranscript(caseId, ScenarioRunner.run(scenario, new ReferencePolicy()).transcript()))
                .findFirst();
    }
}
