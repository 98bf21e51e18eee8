package dev.boundedloop.grader.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Made-up learner policies for the similarity benchmark, seeded so a run can be repeated. Each is
 * drawn from a recipe (one of ten shapes of the rule, right or with one of the learners' usual
 * mistakes, plus optional extra members) and written with names and a layout of its own. A copy keeps
 * another learner's recipe and changes only names, comments and layout, as a learner hiding a copy would.
 */
public final class SyntheticPolicies {

    /** A learner's source; copyOf names the learner it was copied from, or is null. */
    public record Policy(String learner, String source, String copyOf) {}

    private enum Shape { IF_RETURNS, ELSE_IF, RESULT_VARIABLE, TERNARY, HELPERS, LOCALS_FIRST, ENUM_SWITCH, RULE_LIST,
        NESTED, FLAGS }

    private enum Mistake { NONE, OFF_BY_ONE_CALLS, IGNORES_NEXT_COST, COST_FIRST, NO_COST_CHECK, REFUSES_AT_BOUNDARY }

    private enum Extra { NAME_CONSTANT, TO_STRING, COUNTER, CONSTRUCTOR, DESCRIBE, REQUIRE_NON_NULL }

    /** What a policy does: everything a renaming copy keeps. */
    private record Recipe(Shape shape, Mistake mistake, List<Extra> extrasBefore, List<Extra> extrasAfter, boolean wildcardImport) {}

    /** How a policy is written: everything a renaming copy changes. */
    private record Style(String className, String param, String[] locals, String[] helpers, String indent, boolean braces,
            boolean comments, boolean override) {}

    private static final String[] CLASS_WORDS = {"Budget", "Call", "Cost", "Loop", "Admission", "Guard", "Limit", "Spend",
        "Safe", "Bounded", "Model", "Attempt", "Policy", "Gate", "Check"};
    private static final String[] PARAMS = {"state", "s", "st", "in", "current", "admissionState", "snapshot", "x", "ctx"};
    private static final String[][] LOCALS = {
        {"used", "max", "spent", "next", "budget"},
        {"calls", "limit", "paid", "cost", "cap"},
        {"u", "m", "sp", "nc", "b"},
        {"usedCalls", "maxCalls", "spentCents", "nextCost", "budgetCents"},
        {"made", "allowed", "alreadySpent", "upcoming", "total"}};
    private static final String[][] HELPERS = {
        {"callsExhausted", "tooExpensive", "Verdict", "rules"},
        {"outOfCalls", "overBudget", "Outcome", "checks"},
        {"limitReached", "wouldOverspend", "Reason", "steps"},
        {"noCallsLeft", "cannotAfford", "Stop", "guards"}};

    private final Random random;

    private SyntheticPolicies(long seed) {
        this.random = new Random(seed);
    }

    /**
     * {@code learners} policies: {@code copies} of them are renamed copies of other learners' policies,
     * the rest are drawn independently.
     */
    public static List<Policy> generate(int learners, int copies, long seed) {
        if (copies < 0 || 2 * copies > learners) {
            throw new IllegalArgumentException("copies must be between 0 and half the learners");
        }
        SyntheticPolicies generator = new SyntheticPolicies(seed);
        List<Policy> policies = new ArrayList<>();
        List<Recipe> recipes = new ArrayList<>();
        for (int i = 0; i < learners - copies; i++) {
            Recipe recipe = generator.recipe();
            recipes.add(recipe);
            policies.add(new Policy(learner(i), generator.write(recipe, generator.style(i)), null));
        }
        for (int c = 0; c < copies; c++) {
            // Copy the policies with the most extras: a copy of the plainest solution is indistinguishable from it anyway.
            int original = mostDistinctive(recipes, c);
            int index = learners - copies + c;
            policies.add(new Policy(learner(index), generator.write(recipes.get(original), generator.style(index)),
                    learner(original)));
        }
        return policies;
    }

    static String learner(int index) {
        return "learner-%03d".formatted(index + 1);
    }

    private static int mostDistinctive(List<Recipe> recipes, int rank) {
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < recipes.size(); i++) {
            indexes.add(i);
        }
        indexes.sort((x, y) -> Integer.compare(extras(recipes.get(y)), extras(recipes.get(x))));
        return indexes.get(rank);
    }

    private static int extras(Recipe recipe) {
        return recipe.extrasBefore().size() + recipe.extrasAfter().size();
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    private Recipe recipe() {
        Shape shape = pick(Shape.values());
        // Most learners get it right: the graded submissions a course keeps are mostly full marks.
        Mistake mistake = random.nextInt(10) < 7 ? Mistake.NONE : pick(Mistake.values());
        List<Extra> before = new ArrayList<>();
        List<Extra> after = new ArrayList<>();
        for (Extra extra : Extra.values()) {
            if (random.nextInt(4) == 0) {
                (random.nextBoolean() ? before : after).add(extra);
            }
        }
        return new Recipe(shape, mistake, before, after, random.nextBoolean());
    }

    private Style style(int index) {
        String className = pick(CLASS_WORDS) + pick(CLASS_WORDS) + (random.nextBoolean() ? "Policy" : "") + (index + 1);
        return new Style(className, pick(PARAMS), pick(LOCALS), pick(HELPERS), pick(new String[] {"    ", "  ", "\t"}),
                random.nextBoolean(), random.nextInt(3) > 0, random.nextInt(5) > 0);
    }

    private String write(Recipe recipe, Style style) {
        Code code = new Code(style.indent());
        if (style.comments()) {
            code.line(0, "// " + pick(new String[] {"Exercise 3", "Bounded loop: admission", "My solution", "AdmissionPolicy task",
                "ch03 unit a"}));
        }
        if (recipe.wildcardImport()) {
            code.line(0, "import dev.boundedloop.policy.*;");
        } else {
            code.line(0, "import dev.boundedloop.policy.Admission;");
            code.line(0, "import dev.boundedloop.policy.AdmissionPolicy;");
            code.line(0, "import dev.boundedloop.policy.AdmissionState;");
        }
        if (recipe.extrasBefore().contains(Extra.REQUIRE_NON_NULL) || recipe.extrasAfter().contains(Extra.REQUIRE_NON_NULL)) {
            code.line(0, "import java.util.Objects;");
        }
        if (recipe.shape() == Shape.RULE_LIST) {
            code.line(0, "import java.util.List;");
            code.line(0, "import java.util.function.Function;");
        }
        code.blank();
        if (style.comments()) {
            code.line(0, "/** Decides whether the loop may call the model again. */");
        }
        code.line(0, "public class " + style.className() + " implements AdmissionPolicy {");
        for (Extra extra : recipe.extrasBefore()) {
            extra(code, extra, style);
        }
        code.blank();
        if (style.override()) {
            code.line(1, "@Override");
        }
        code.line(1, "public Admission decide(AdmissionState " + style.param() + ") {");
        if (recipe.extrasBefore().contains(Extra.COUNTER) || recipe.extrasAfter().contains(Extra.COUNTER)) {
            code.line(2, "decisions++;");
        }
        if (recipe.extrasBefore().contains(Extra.REQUIRE_NON_NULL) || recipe.extrasAfter().contains(Extra.REQUIRE_NON_NULL)) {
            code.line(2, "Objects.requireNonNull(" + style.param() + ", \"state\");");
        }
        body(code, recipe, style);
        code.line(1, "}");
        members(code, recipe, style);
        for (Extra extra : recipe.extrasAfter()) {
            extra(code, extra, style);
        }
        code.line(0, "}");
        return code.toString();
    }

    private String callsOut(Recipe recipe, String p) {
        return recipe.mistake() == Mistake.OFF_BY_ONE_CALLS ? p + ".usedCalls() > " + p + ".maxCalls()"
                : pick(new String[] {p + ".usedCalls() >= " + p + ".maxCalls()", p + ".maxCalls() <= " + p + ".usedCalls()",
                    p + ".maxCalls() - " + p + ".usedCalls() <= 0"});
    }

    private String tooCostly(Recipe recipe, String p) {
        return switch (recipe.mistake()) {
            case IGNORES_NEXT_COST -> p + ".spentCents() > " + p + ".budgetCents()";
            case REFUSES_AT_BOUNDARY -> p + ".spentCents() + " + p + ".nextCostCents() >= " + p + ".budgetCents()";
            default -> pick(new String[] {p + ".spentCents() + " + p + ".nextCostCents() > " + p + ".budgetCents()",
                p + ".nextCostCents() > " + p + ".budgetCents() - " + p + ".spentCents()",
                p + ".budgetCents() - " + p + ".spentCents() < " + p + ".nextCostCents()"});
        };
    }

    /** The two checks in the order the recipe makes them; a missing cost check is "false". */
    private String[][] checks(Recipe recipe, String p) {
        String[] calls = {callsOut(recipe, p), "Admission.MODEL_CALL_LIMIT"};
        String[] cost = {recipe.mistake() == Mistake.NO_COST_CHECK ? "false" : tooCostly(recipe, p), "Admission.MODEL_COST_LIMIT"};
        return recipe.mistake() == Mistake.COST_FIRST ? new String[][] {cost, calls} : new String[][] {calls, cost};
    }

    private void returnIf(Code code, int depth, String condition, String value, boolean braces) {
        if (braces) {
            code.line(depth, "if (" + condition + ") {");
            code.line(depth + 1, "return " + value + ";");
            code.line(depth, "}");
        } else {
            code.line(depth, "if (" + condition + ") return " + value + ";");
        }
    }

    private void body(Code code, Recipe recipe, Style style) {
        String p = style.param();
        String[][] checks = checks(recipe, p);
        String[] l = style.locals();
        String[] h = style.helpers();
        switch (recipe.shape()) {
            case IF_RETURNS -> {
                returnIf(code, 2, checks[0][0], checks[0][1], style.braces());
                returnIf(code, 2, checks[1][0], checks[1][1], style.braces());
                code.line(2, "return Admission.CALL;");
            }
            case ELSE_IF -> {
                code.line(2, "if (" + checks[0][0] + ") {");
                code.line(3, "return " + checks[0][1] + ";");
                code.line(2, "} else if (" + checks[1][0] + ") {");
                code.line(3, "return " + checks[1][1] + ";");
                code.line(2, "} else {");
                code.line(3, "return Admission.CALL;");
                code.line(2, "}");
            }
            case RESULT_VARIABLE -> {
                code.line(2, "Admission " + l[0] + " = Admission.CALL;");
                code.line(2, "if (" + checks[1][0] + ") {");
                code.line(3, l[0] + " = " + checks[1][1] + ";");
                code.line(2, "}");
                code.line(2, "if (" + checks[0][0] + ") {");
                code.line(3, l[0] + " = " + checks[0][1] + ";");
                code.line(2, "}");
                code.line(2, "return " + l[0] + ";");
            }
            case TERNARY -> {
                code.line(2, "return " + checks[0][0]);
                code.line(4, "? " + checks[0][1]);
                code.line(4, ": " + checks[1][0]);
                code.line(4, "? " + checks[1][1]);
                code.line(4, ": Admission.CALL;");
            }
            case HELPERS -> {
                String first = recipe.mistake() == Mistake.COST_FIRST ? h[1] : h[0];
                String second = recipe.mistake() == Mistake.COST_FIRST ? h[0] : h[1];
                returnIf(code, 2, first + "(" + p + ")", first.equals(h[0]) ? "Admission.MODEL_CALL_LIMIT" : "Admission.MODEL_COST_LIMIT",
                        style.braces());
                returnIf(code, 2, second + "(" + p + ")", second.equals(h[0]) ? "Admission.MODEL_CALL_LIMIT" : "Admission.MODEL_COST_LIMIT",
                        style.braces());
                code.line(2, "return Admission.CALL;");
            }
            case LOCALS_FIRST -> {
                code.line(2, "long " + l[0] + " = " + p + ".usedCalls();");
                code.line(2, "long " + l[1] + " = " + p + ".maxCalls();");
                code.line(2, "long " + l[2] + " = " + p + ".spentCents();");
                code.line(2, "long " + l[3] + " = " + p + ".nextCostCents();");
                code.line(2, "long " + l[4] + " = " + p + ".budgetCents();");
                String calls = (recipe.mistake() == Mistake.OFF_BY_ONE_CALLS ? l[0] + " > " : l[0] + " >= ") + l[1];
                String cost = switch (recipe.mistake()) {
                    case IGNORES_NEXT_COST -> l[2] + " > " + l[4];
                    case REFUSES_AT_BOUNDARY -> l[2] + " + " + l[3] + " >= " + l[4];
                    case NO_COST_CHECK -> "false";
                    default -> l[2] + " + " + l[3] + " > " + l[4];
                };
                boolean costFirst = recipe.mistake() == Mistake.COST_FIRST;
                returnIf(code, 2, costFirst ? cost : calls, costFirst ? "Admission.MODEL_COST_LIMIT" : "Admission.MODEL_CALL_LIMIT",
                        style.braces());
                returnIf(code, 2, costFirst ? calls : cost, costFirst ? "Admission.MODEL_CALL_LIMIT" : "Admission.MODEL_COST_LIMIT",
                        style.braces());
                code.line(2, "return Admission.CALL;");
            }
            case ENUM_SWITCH -> {
                code.line(2, "switch (" + h[2].toLowerCase() + "Of(" + p + ")) {");
                code.line(3, "case CALLS: return Admission.MODEL_CALL_LIMIT;");
                code.line(3, "case COST: return Admission.MODEL_COST_LIMIT;");
                code.line(3, "default: return Admission.CALL;");
                code.line(2, "}");
            }
            case RULE_LIST -> {
                code.line(2, "for (Function<AdmissionState, Admission> " + l[0] + " : " + h[3] + ") {");
                code.line(3, "Admission " + l[1] + " = " + l[0] + ".apply(" + p + ");");
                code.line(3, "if (" + l[1] + " != null) {");
                code.line(4, "return " + l[1] + ";");
                code.line(3, "}");
                code.line(2, "}");
                code.line(2, "return Admission.CALL;");
            }
            case NESTED -> {
                code.line(2, "if (!(" + checks[0][0] + ")) {");
                code.line(3, "if (!(" + checks[1][0] + ")) {");
                code.line(4, "return Admission.CALL;");
                code.line(3, "}");
                code.line(3, "return " + checks[1][1] + ";");
                code.line(2, "}");
                code.line(2, "return " + checks[0][1] + ";");
            }
            case FLAGS -> {
                code.line(2, "boolean " + l[0] + "Hit = " + checks[0][0] + ";");
                code.line(2, "boolean " + l[4] + "Hit = " + checks[1][0] + ";");
                returnIf(code, 2, l[0] + "Hit", checks[0][1], style.braces());
                returnIf(code, 2, l[4] + "Hit", checks[1][1], style.braces());
                code.line(2, "return Admission.CALL;");
            }
        }
    }

    /** Members a shape needs beside decide. */
    private void members(Code code, Recipe recipe, Style style) {
        String p = style.param();
        String[][] checks = checks(recipe, p);
        String[] h = style.helpers();
        switch (recipe.shape()) {
            case HELPERS -> {
                code.blank();
                code.line(1, "private static boolean " + h[0] + "(AdmissionState " + p + ") {");
                code.line(2, "return " + callsOut(recipe, p) + ";");
                code.line(1, "}");
                code.blank();
                code.line(1, "private static boolean " + h[1] + "(AdmissionState " + p + ") {");
                code.line(2, "return " + (recipe.mistake() == Mistake.NO_COST_CHECK ? "false" : tooCostly(recipe, p)) + ";");
                code.line(1, "}");
            }
            case ENUM_SWITCH -> {
                code.blank();
                code.line(1, "enum " + h[2] + " { CALLS, COST, NONE }");
                code.blank();
                code.line(1, "private " + h[2] + " " + h[2].toLowerCase() + "Of(AdmissionState " + p + ") {");
                String first = checks[0][1].endsWith("CALL_LIMIT") ? "CALLS" : "COST";
                String second = first.equals("CALLS") ? "COST" : "CALLS";
                code.line(2, "if (" + checks[0][0] + ") return " + h[2] + "." + first + ";");
                code.line(2, "if (" + checks[1][0] + ") return " + h[2] + "." + second + ";");
                code.line(2, "return " + h[2] + ".NONE;");
                code.line(1, "}");
            }
            case RULE_LIST -> {
                code.blank();
                code.line(1, "private final List<Function<AdmissionState, Admission>> " + h[3] + " = List.of(");
                code.line(3, "x -> " + checks[0][0].replace(p + ".", "x.") + " ? " + checks[0][1] + " : null,");
                code.line(3, "x -> " + checks[1][0].replace(p + ".", "x.") + " ? " + checks[1][1] + " : null);");
            }
            default -> {
                // decide holds the whole rule
            }
        }
    }

    private void extra(Code code, Extra extra, Style style) {
        code.blank();
        switch (extra) {
            case NAME_CONSTANT -> code.line(1, "private static final String NAME = \"" + style.className() + "\";");
            case TO_STRING -> {
                code.line(1, "@Override");
                code.line(1, "public String toString() {");
                code.line(2, "return getClass().getSimpleName() + \"[decisions]\";");
                code.line(1, "}");
            }
            case COUNTER -> code.line(1, "private int decisions;");
            case CONSTRUCTOR -> {
                code.line(1, "public " + style.className() + "() {");
                code.line(2, "super();");
                code.line(1, "}");
            }
            case DESCRIBE -> {
                code.line(1, "static String describe(AdmissionState " + style.param() + ") {");
                code.line(2, "return String.format(\"%d/%d calls, %d+%d of %d cents\", " + style.param() + ".usedCalls(), "
                        + style.param() + ".maxCalls(), " + style.param() + ".spentCents(), " + style.param()
                        + ".nextCostCents(), " + style.param() + ".budgetCents());");
                code.line(1, "}");
            }
            case REQUIRE_NON_NULL -> {
                if (style.comments()) {
                    code.line(1, "// The loop never passes null, but a test might.");
                }
            }
        }
    }

    /** Source text with the style's indentation. */
    private static final class Code {
        private final StringBuilder text = new StringBuilder();
        private final String indent;

        Code(String indent) {
            this.indent = indent;
        }

        void line(int depth, String line) {
            text.append(indent.repeat(depth)).append(line).append('\n');
        }

        void blank() {
            text.append('\n');
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
