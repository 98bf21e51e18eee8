package dev.boundedloop.grader.kinds.admission;

import static java.util.Objects.requireNonNullElse;

import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.CallSpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.CaseFileSpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.DecisionSpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.LimitsSpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.PropertySpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.ScenarioSpec;
import dev.boundedloop.grader.kinds.admission.AdmissionSpecs.TurnSpec;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.ScriptedCall;
import dev.boundedloop.loop.ScriptedTurn;
import dev.boundedloop.policy.AdmissionState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The admission policy's case kinds: decisions, loop scenarios and properties. */
final class AdmissionCaseFiles {

    private static final int DECISION_POINTS = 1;
    private static final int SCENARIO_POINTS = 2;
    private static final int PROPERTY_POINTS = 4;
    private static final long COURSE_DRAFT_BUDGET_CENTS = 2500;

    private AdmissionCaseFiles() {}

    static List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        CaseFileSpec caseFile = parser.parse(bytes, file, CaseFileSpec.class);
        List<SuiteCase> cases = new ArrayList<>();
        requireNonNullElse(caseFile.decisions(), List.<DecisionSpec>of()).forEach(d -> cases.add(decision(d)));
        requireNonNullElse(caseFile.scenarios(), List.<ScenarioSpec>of()).forEach(s -> cases.add(scenario(s)));
        requireNonNullElse(caseFile.properties(), List.<PropertySpec>of()).forEach(p -> cases.add(property(p)));
        return cases;
    }

    private static DecisionCase decision(DecisionSpec d) {
        CaseHeader header = new CaseHeader(d.id(), d.name(), d.category(), d.visibility(),
                requireNonNullElse(d.points(), DECISION_POINTS));
        if (d.state() == null) {
            throw new IllegalArgumentException("decision case " + d.id() + " has no state");
        }
        var s = d.state();
        return new DecisionCase(header,
                new AdmissionState(s.usedCalls(), s.maxCalls(), s.spentCents(), s.nextCostCents(), s.budgetCents()),
                d.expected());
    }

    private static LoopScenario scenario(ScenarioSpec s) {
        CaseHeader header = new CaseHeader(s.id(), s.name(), requireNonNullElse(s.category(), Category.LOOP),
                s.visibility(), requireNonNullElse(s.points(), SCENARIO_POINTS));
        if (s.script() == null || s.script().isEmpty()) {
            throw new IllegalArgumentException("scenario " + s.id() + " has no script");
        }
        if (s.expect() == null || s.expect().status() == null) {
            throw new IllegalArgumentException("scenario " + s.id() + " must expect at least a status");
        }
        var e = s.expect();
        DeclaredRun declared = new DeclaredRun(e.status(), e.modelCalls(), e.toolCalls(), e.estimatedCostCents(),
                e.outputTokens(), e.okFlags(), e.refusals(), e.drafts());
        return new LoopScenario(header, limits(s.limits()),
                requireNonNullElse(s.draftBudgetCents(), COURSE_DRAFT_BUDGET_CENTS),
                requireNonNullElse(s.opening(), LoopScenario.Opening.COURSE),
                s.script().stream().map(AdmissionCaseFiles::turn).toList(), declared);
    }

    private static Limits limits(LimitsSpec l) {
        Limits limits = Limits.defaults();
        if (l == null) {
            return limits;
        }
        if (l.modelCalls() != null) limits = limits.withModelCalls(l.modelCalls());
        if (l.toolCalls() != null) limits = limits.withToolCalls(l.toolCalls());
        if (l.seconds() != null) limits = limits.withSeconds(l.seconds());
        if (l.contextBytes() != null) limits = limits.withContextBytes(l.contextBytes());
        if (l.outputTokens() != null) limits = limits.withOutputTokens(l.outputTokens());
        if (l.totalOutputTokens() != null) limits = limits.withTotalOutputTokens(l.totalOutputTokens());
        if (l.estimatedCallCents() != null) limits = limits.withEstimatedCallCents(l.estimatedCallCents());
        if (l.modelBudgetCents() != null) limits = limits.withModelBudgetCents(l.modelBudgetCents());
        if (l.costSchedule() != null) limits = limits.withCostSchedule(l.costSchedule());
        return limits;
    }

    private static ScriptedTurn turn(TurnSpec t) {
        if (t.fail() != null) {
            return new ScriptedTurn.Failure(t.fail());
        }
        List<ScriptedCall> calls = requireNonNullElse(t.calls(), List.<CallSpec>of()).stream()
                .map(c -> new ScriptedCall(c.id(), c.name(), requireNonNullElse(c.arguments(), Map.of())))
                .toList();
        return new ScriptedTurn.Reply(requireNonNullElse(t.content(), ""), calls,
                requireNonNullElse(t.outputTokens(), 0));
    }

    private static PropertyCase property(PropertySpec p) {
        CaseHeader header = new CaseHeader(p.id(), p.name(), Category.PROPERTY, p.visibility(),
                requireNonNullElse(p.points(), PROPERTY_POINTS));
        if (p.seed() == null || p.tries() == null) {
            throw new IllegalArgumentException("property case " + p.id() + " needs a seed and a number of tries");
        }
        return new PropertyCase(header, p.kind(), p.seed(), p.tries());
    }
}
