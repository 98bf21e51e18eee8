package dev.boundedloop.grader;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.kinds.admission.DecisionCase;
import dev.boundedloop.grader.kinds.admission.LoopScenario;
import dev.boundedloop.grader.kinds.admission.PropertyCase;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopPropertyCase;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopScenario;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopTurn;
import dev.boundedloop.loop.ScriptedCall;
import dev.boundedloop.loop.ScriptedTurn;
import dev.boundedloop.policy.AdmissionState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a learner must never see of a suite's hidden cases, as patterns to look for in any text a
 * learner can get: each hidden decision's state, each hidden scenario's scripted call ids, replies,
 * provider failures and cost schedule, each hidden agent-loop run's scripted texts, model failures
 * and system prompt, and each hidden property's seed. The patterns allow for the
 * ways a value can be written (JSON, compact or indented, a record's toString, XML attributes).
 */
public final class HiddenCaseSecrets {

    /**
     * One thing a hidden case holds, named for the failure message. Every match of {@code pattern}
     * contains {@code clue} as written, so a text without the clue is passed over without the
     * pattern's search (a jar holds thousands of texts and a suite hundreds of secrets).
     */
    public record Secret(String caseId, String what, Pattern pattern, String clue) {
        @Override
        public String toString() {
            return caseId + " " + what;
        }
    }

    /** Between a field's name and its value, or two values: quotes, colons, commas, blanks, brackets. */
    private static final String GAP = "[\\s\"':=,\\[\\]{}()]{1,12}";

    private final Set<String> hiddenIds;
    private final List<Secret> secrets;

    private HiddenCaseSecrets(Set<String> hiddenIds, List<Secret> secrets) {
        this.hiddenIds = hiddenIds;
        this.secrets = List.copyOf(secrets);
    }

    /** The secrets of the whole suite's hidden cases. */
    public static HiddenCaseSecrets of(Suite whole) {
        List<Secret> secrets = new ArrayList<>();
        for (SuiteCase c : whole.cases()) {
            if (c.header().visibility() != Visibility.HIDDEN) {
                continue;
            }
            String id = c.header().id();
            if (c instanceof DecisionCase decision) {
                secrets.add(new Secret(id, "state", statePattern(decision.state()), "usedCalls"));
            } else if (c instanceof LoopScenario scenario) {
                scenarioSecrets(id, scenario, secrets);
            } else if (c instanceof PropertyCase property) {
                seedSecrets(id, property.seed(), secrets);
            } else if (c instanceof AgentLoopScenario run) {
                agentLoopSecrets(id, run, secrets);
            } else if (c instanceof AgentLoopPropertyCase property) {
                seedSecrets(id, property.seed(), secrets);
            }
        }
        Set<String> ids = whole.cases().stream().filter(c -> c.header().visibility() == Visibility.HIDDEN)
                .map(c -> c.header().id()).collect(Collectors.toUnmodifiableSet());
        return new HiddenCaseSecrets(ids, secrets);
    }

    private static void seedSecrets(String id, long value, List<Secret> secrets) {
        String seed = Long.toString(value);
        secrets.add(new Secret(id, "seed " + seed, Pattern.compile("seed" + GAP + seed + "(?!\\d)"), seed));
        if (seed.length() >= 6) {
            // Long enough to be told apart from any other number wherever it stands.
            secrets.add(new Secret(id, "seed " + seed + " alone", Pattern.compile("(?<!\\d)" + seed + "(?!\\d)"), seed));
        }
    }

    /** An agent-loop run's scripted texts, failure messages and system prompt, where long enough to be its own. */
    private static void agentLoopSecrets(String id, AgentLoopScenario scenario, List<Secret> secrets) {
        for (AgentLoopTurn turn : scenario.run().script()) {
            String text = turn.fails() ? turn.failure() : turn.text();
            if (text.strip().length() >= 8) {
                secrets.add(literal(id, (turn.fails() ? "model failure \"" : "reply \"") + text + "\"", text));
            }
        }
        String system = scenario.run().system();
        if (system != null && system.strip().length() >= 8) {
            secrets.add(literal(id, "system prompt \"" + system + "\"", system));
        }
    }

    private static void scenarioSecrets(String id, LoopScenario scenario, List<Secret> secrets) {
        for (ScriptedTurn turn : scenario.script()) {
            if (turn instanceof ScriptedTurn.Reply reply) {
                if (reply.content().strip().length() >= 8) {
                    secrets.add(literal(id, "reply \"" + reply.content() + "\"", reply.content()));
                }
                for (ScriptedCall call : reply.calls()) {
                    if (call.id() != null) {
                        secrets.add(new Secret(id, "call id " + call.id(),
                                Pattern.compile("(?<![\\w-])" + Pattern.quote(call.id()) + "(?![\\w-])"), call.id()));
                    }
                }
            } else if (turn instanceof ScriptedTurn.Failure failure) {
                secrets.add(literal(id, "provider failure \"" + failure.message() + "\"", failure.message()));
            }
        }
        List<Long> schedule = scenario.limits().costSchedule();
        if (schedule.size() >= 2) {
            String values = schedule.stream().map(String::valueOf).collect(Collectors.joining(GAP));
            secrets.add(new Secret(id, "cost schedule " + schedule,
                    Pattern.compile("costSchedule" + GAP + values + "(?!\\d)"), "costSchedule"));
        }
    }

    /**
     * The five fields with their values, in any order (stored reports sort keys), within one object
     * or record: JSON braces, a map's toString or a record's brackets.
     */
    private static Pattern statePattern(AdmissionState s) {
        String[][] fields = {{"usedCalls", "" + s.usedCalls()}, {"maxCalls", "" + s.maxCalls()},
            {"spentCents", "" + s.spentCents()}, {"nextCostCents", "" + s.nextCostCents()},
            {"budgetCents", "" + s.budgetCents()}};
        String inside = "[^{}\\[\\]]*";
        return Pattern.compile("[{\\[]" + Arrays.stream(fields)
                .map(f -> "(?=" + inside + "(?<!\\w)" + f[0] + GAP + f[1] + "(?!\\d))")
                .collect(Collectors.joining()) + inside + "[}\\]]");
    }

    private static Secret literal(String caseId, String what, String text) {
        return new Secret(caseId, what, Pattern.compile(Pattern.quote(text)), text);
    }

    /** Leaves out every secret that the given texts (what a learner may legitimately hold) already contain. */
    public HiddenCaseSecrets notIn(String... known) {
        List<String> texts = Arrays.stream(known).map(HiddenCaseSecrets::plain).toList();
        return new HiddenCaseSecrets(hiddenIds,
                secrets.stream().filter(s -> texts.stream().noneMatch(t -> s.pattern().matcher(t).find())).toList());
    }

    public List<Secret> secrets() {
        return secrets;
    }

    public Set<String> hiddenIds() {
        return hiddenIds;
    }

    /** Every secret the text holds, each with a little of the text around it; empty when it holds none. */
    public List<String> foundIn(String text) {
        String plain = plain(text);
        List<String> found = new ArrayList<>();
        for (Secret secret : secrets) {
            if (!plain.contains(secret.clue())) {
                continue;
            }
            Matcher m = secret.pattern().matcher(plain);
            if (m.find()) {
                found.add(secret + " at ..." + plain.substring(Math.max(0, m.start() - 60),
                        Math.min(plain.length(), m.end() + 20)) + "...");
            }
        }
        return found;
    }

    /** The text with the escapes of JSON strings and XML attributes undone, so a value reads the same in each. */
    static String plain(String text) {
        return text.replace("&quot;", "\"").replace("&apos;", "'").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&").replace("\\\"", "\"").replace("\\n", "\n");
    }
}
