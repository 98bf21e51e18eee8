package dev.boundedloop.grader.cases;

import static java.util.Objects.requireNonNullElse;

import dev.boundedloop.grader.cases.SuiteSpecs.AssignmentSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.CallSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.CaseFileSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.DecisionSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.LimitsSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.PropertySpec;
import dev.boundedloop.grader.cases.SuiteSpecs.ScenarioSpec;
import dev.boundedloop.grader.cases.SuiteSpecs.TurnSpec;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.ScriptedCall;
import dev.boundedloop.loop.ScriptedTurn;
import dev.boundedloop.policy.AdmissionState;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a suite: {@code assignment.json}, the case files it lists, and its starter source. Every
 * problem is reported with the file and case it is in, because suite authors edit these by hand.
 */
public final class SuiteLoader {

    public static final String VISIBLE_CASE_FILE_SUFFIX = "-visible.json";
    private static final int DECISION_POINTS = 1;
    private static final int SCENARIO_POINTS = 2;
    private static final int PROPERTY_POINTS = 4;
    private static final long COURSE_DRAFT_BUDGET_CENTS = 2500;

    private final JsonMapper json = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    public Suite load(SuiteFiles files) {
        return load(files, false);
    }

    /**
     * Reads the visible part of a suite: only the case files named {@value #VISIBLE_CASE_FILE_SUFFIX},
     * which are all the build puts in the jar given to learners. A hidden case in one is an error.
     */
    public Suite loadVisiblePart(SuiteFiles files) {
        return load(files, true);
    }

    private Suite load(SuiteFiles files, boolean visibleOnly) {
        Map<String, byte[]> read = new TreeMap<>();
        byte[] assignmentBytes = read(files, "assignment.json", read);
        AssignmentSpec spec = parse(assignmentBytes, "assignment.json", AssignmentSpec.class);
        Assignment assignment = new Assignment(spec.id(), spec.title(), spec.version(), spec.starter(),
                requireNonNullElse(spec.hiddenFeedback(), "OUTCOME_ONLY"), spec.fuelPerCase(), spec.memoryBytesPerCase());
        List<SuiteCase> cases = new ArrayList<>();
        for (String file : requireNonNullElse(spec.caseFiles(), List.<String>of())) {
            if (visibleOnly && !file.endsWith(VISIBLE_CASE_FILE_SUFFIX)) {
                continue;
            }
            CaseFileSpec caseFile = parse(read(files, file, read), file, CaseFileSpec.class);
            try {
                requireNonNullElse(caseFile.decisions(), List.<DecisionSpec>of()).forEach(d -> cases.add(decision(d)));
                requireNonNullElse(caseFile.scenarios(), List.<ScenarioSpec>of()).forEach(s -> cases.add(scenario(s)));
                requireNonNullElse(caseFile.properties(), List.<PropertySpec>of()).forEach(p -> cases.add(property(p)));
            } catch (RuntimeException e) {
                throw new SuiteFormatException(file + ": " + e.getMessage(), e);
            }
        }
        requireUniqueIds(cases);
        if (visibleOnly) {
            requireVisible(cases);
        }
        String starter = new String(read(files, assignment.starterFile(), read), StandardCharsets.UTF_8);
        SuiteBundle bundle = new SuiteBundle(new TreeMap<>(read));
        return new Suite(assignment, starter, cases, bundle.sha256(), bundle, visibleOnly);
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
                s.script().stream().map(SuiteLoader::turn).toList(), declared);
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

    private static void requireUniqueIds(List<SuiteCase> cases) {
        Set<String> seen = new HashSet<>();
        for (SuiteCase c : cases) {
            if (!seen.add(c.header().id())) {
                throw new SuiteFormatException("case id " + c.header().id() + " is used twice");
            }
        }
    }

    private static void requireVisible(List<SuiteCase> cases) {
        for (SuiteCase c : cases) {
            if (c.header().visibility() != Visibility.VISIBLE) {
                throw new SuiteFormatException("case " + c.header().id() + " is hidden, but this copy of the suite "
                        + "is the visible part that learners may hold");
            }
        }
    }

    private <T> T parse(byte[] bytes, String file, Class<T> type) {
        try {
            return json.readValue(bytes, type);
        } catch (JacksonException e) {
            throw new SuiteFormatException(file + ": " + where(bytes, e) + problem(e), e);
        }
    }

    /**
     * Where in the file reading failed, as an author would look for it: the field's path (e.g.
     * {@code decisions[3].expected}), the id of the case it is in, and the line and column.
     */
    private String where(byte[] bytes, JacksonException e) {
        List<JacksonException.Reference> path = e.getPath();
        StringBuilder where = new StringBuilder();
        for (JacksonException.Reference step : path) {
            if (step.getPropertyName() != null) {
                where.append(where.isEmpty() ? "" : ".").append(step.getPropertyName());
            } else if (step.getIndex() >= 0) {
                where.append('[').append(step.getIndex()).append(']');
            }
        }
        String caseId = caseId(bytes, path);
        if (caseId != null) {
            where.append(" (case ").append(caseId).append(')');
        }
        TokenStreamLocation at = e.getLocation();
        if (at != null && at.getLineNr() > 0) {
            where.append(where.isEmpty() ? "" : " at ").append("line ").append(at.getLineNr())
                    .append(", column ").append(at.getColumnNr());
        }
        return where.isEmpty() ? "" : where + ": ";
    }

    /** The id of the case that a path into a case file leads through, if the file parses as JSON and has one. */
    private String caseId(byte[] bytes, List<JacksonException.Reference> path) {
        if (path.size() < 2 || path.get(0).getPropertyName() == null || path.get(1).getIndex() < 0) {
            return null;
        }
        try {
            JsonNode id = json.readTree(bytes).path(path.get(0).getPropertyName()).path(path.get(1).getIndex()).path("id");
            return id.isString() ? id.asString() : null;
        } catch (JacksonException unparsable) {
            return null;
        }
    }

    /** Jackson's words, but an unknown field lists the known ones instead of naming an internal class. */
    private static String problem(JacksonException e) {
        if (e instanceof UnrecognizedPropertyException unknown && unknown.getKnownPropertyIds() != null) {
            return "unknown field '" + unknown.getPropertyName() + "'; the fields here are "
                    + String.join(", ", unknown.getKnownPropertyIds().stream().map(String::valueOf).sorted().toList());
        }
        return e.getOriginalMessage();
    }

    /** Reads a file and keeps it, so the suite's sha256 covers exactly the files it was read from. */
    private static byte[] read(SuiteFiles files, String name, Map<String, byte[]> read) {
        byte[] bytes = files.read(name);
        read.put(name, bytes);
        return bytes;
    }
}
