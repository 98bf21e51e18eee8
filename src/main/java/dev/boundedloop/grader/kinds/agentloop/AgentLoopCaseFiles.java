package dev.boundedloop.grader.kinds.agentloop;

import static java.util.Objects.requireNonNullElse;

import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopCaseSpecs.FileSpec;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopCaseSpecs.PropertySpec;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopCaseSpecs.RunSpec;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopCaseSpecs.TurnSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an agent-loop case file: {@code runs} (scripted runs of the learner's loop) and
 * {@code properties} (seeded random runs). A semantic error names the case it is in; the suite
 * loader adds the file.
 */
public final class AgentLoopCaseFiles {

    private static final int RUN_POINTS = 2;
    private static final int PROPERTY_POINTS = 4;

    private AgentLoopCaseFiles() {}

    public static List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        return cases(parser.parse(bytes, file, FileSpec.class));
    }

    static List<SuiteCase> cases(FileSpec spec) {
        List<SuiteCase> cases = new ArrayList<>();
        requireNonNullElse(spec.runs(), List.<RunSpec>of()).forEach(r -> cases.add(run(r)));
        requireNonNullElse(spec.properties(), List.<PropertySpec>of()).forEach(p -> cases.add(property(p)));
        return cases;
    }

    private static AgentLoopScenario run(RunSpec r) {
        CaseHeader header = new CaseHeader(r.id(), r.name(), requireNonNullElse(r.category(), Category.STOPPING),
                r.visibility(), requireNonNullElse(r.points(), RUN_POINTS));
        if (r.maxTurns() == null) {
            throw new IllegalArgumentException("run " + r.id() + " has no maxTurns");
        }
        if (r.prompt() == null) {
            throw new IllegalArgumentException("run " + r.id() + " has no prompt");
        }
        List<TurnSpec> script = requireNonNullElse(r.script(), List.of());
        List<AgentLoopTurn> turns = new ArrayList<>();
        for (int i = 0; i < script.size(); i++) {
            turns.add(turn(r.id(), i, script.get(i)));
        }
        try {
            AgentLoopRun run = new AgentLoopRun(r.maxTurns(), r.system(), r.prompt(), turns,
                    requireNonNullElse(r.observer(), AgentLoopObserver.NONE));
            return new AgentLoopScenario(header, run, r.expect());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("run " + r.id() + ": " + e.getMessage(), e);
        }
    }

    private static AgentLoopTurn turn(String runId, int index, TurnSpec t) {
        String where = "run " + runId + ", script[" + index + "]: ";
        if (t == null) {
            throw new IllegalArgumentException(where + "a turn may not be null");
        }
        if (t.fail() != null) {
            if (t.text() != null || t.stop() != null) {
                throw new IllegalArgumentException(where + "a turn either fails or responds, so 'fail' goes without 'text' and 'stop'");
            }
            return AgentLoopTurn.failing(t.fail());
        }
        if (t.text() == null || t.stop() == null) {
            throw new IllegalArgumentException(where + "a response needs both 'text' and 'stop' (or give 'fail')");
        }
        return AgentLoopTurn.reply(t.text(), t.stop());
    }

    private static AgentLoopPropertyCase property(PropertySpec p) {
        CaseHeader header = new CaseHeader(p.id(), p.name(), Category.PROPERTY, p.visibility(),
                requireNonNullElse(p.points(), PROPERTY_POINTS));
        if (p.seed() == null || p.tries() == null) {
            throw new IllegalArgumentException("property case " + p.id() + " needs a seed and a number of tries");
        }
        return new AgentLoopPropertyCase(header, p.seed(), p.tries());
    }
}
