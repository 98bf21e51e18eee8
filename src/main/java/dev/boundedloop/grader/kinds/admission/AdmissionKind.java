package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.grading.AssignmentKind;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.util.List;
import java.util.Optional;

/** Unit A's admission policy: decisions, loop scenarios in the bounded loop, and properties of either. */
public final class AdmissionKind implements AssignmentKind {

    public static final LearnerApi API = new LearnerApi("admission-policy", "dev.boundedloop.policy",
            AdmissionPolicy.class, List.of(AdmissionPolicy.class, AdmissionState.class, Admission.class),
            ReferencePolicy.class);

    @Override
    public LearnerApi api() {
        return API;
    }

    @Override
    public List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        return AdmissionCaseFiles.read(bytes, file, parser);
    }

    @Override
    public CaseExecution execute(SuiteCase suiteCase, GradingRun run) {
        if (suiteCase instanceof DecisionCase decision) {
            return DecisionCaseExecutor.execute(decision, run);
        }
        if (suiteCase instanceof LoopScenario scenario) {
            return ScenarioExecutor.execute(scenario, run);
        }
        if (suiteCase instanceof PropertyCase property) {
            return property.kind() == PropertyCase.Kind.DECISIONS
                    ? DecisionPropertyExecutor.execute(property, run)
                    : LoopPropertyExecutor.execute(property, run);
        }
        throw AssignmentKind.notOfThisKind(suiteCase);
    }

    @Override
    public List<String> declarationProblems(Suite suite) {
        return DeclarationCheck.problems(suite);
    }

    @Override
    public Optional<CaseTranscript> referenceTranscript(Suite suite, String caseId) {
        return suite.cases().stream()
                .filter(LoopScenario.class::isInstance).map(LoopScenario.class::cast)
                .filter(scenario -> scenario.header().id().equals(caseId))
                .map(scenario -> new CaseTranscript(caseId,
                        ScenarioRunner.run(scenario, new ReferencePolicy()).transcript()))
                .findFirst();
    }
}
