package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InMemoryCompilerTest {

    @TempDir static Path api;

    private final InMemoryCompiler compiler = new InMemoryCompiler(ApiClasspath.extractTo(api, AdmissionKind.API.apiTypes()));

    @Test
    void compilesAPolicyWithItsHelperClassesAndLoadsItInAFreshLoader() throws Exception {
        CompileResult result = compiler.compile("Policy.java", """
                package learner;
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) { return Rule.of(s); }
                }
                class Rule {
                    static Admission of(AdmissionState s) {
                        return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
                    }
                }
                """);

        assertThat(result.errors()).isEmpty();
        assertThat(result.classes()).containsOnlyKeys("learner.Policy", "learner.Rule");
        PolicyClassLoader loader = new PolicyClassLoader(result.classes());
        PolicyLocator.Located located = PolicyLocator.locate(loader, result.classes().keySet(), AdmissionPolicy.class);
        AdmissionPolicy policy = located.learnerClass().asSubclass(AdmissionPolicy.class).getConstructor().newInstance();
        assertThat(policy.decide(new AdmissionState(3, 3, 0, 0, 0))).isEqualTo(Admission.MODEL_CALL_LIMIT);
        assertThat(policy.getClass().getClassLoader()).isSameAs(loader);
    }

    @Test
    void theTestJvmCompilesInReusedJavacContexts() {
        // pom.xml exports javac's API to the tests, as the worker launch does, so the tests below
        // exercise the reused contexts that grade real submissions.
        assertThat(JavacTasks.best()).isInstanceOf(ReusedJavacContexts.class);
    }

    @Test
    void aCompileNeverSeesTheClassesOfAnEarlierOne() {
        for (int round = 0; round < 300; round++) { // beyond one context's lifetime of 256 compiles
            CompileResult first = compiler.compile("First" + round + ".java", """
                    package shared;
                    public class First%d { }
                    class Helper { static int secret = 42; }
                    """.formatted(round));
            CompileResult second = compiler.compile("Second" + round + ".java", """
                    package shared;
                    public class Second%d { int stolen = Helper.secret; shared.First%d first; }
                    """.formatted(round, round));

            String firstName = "First" + round;
            assertThat(first.classes()).containsOnlyKeys("shared." + firstName, "shared.Helper");
            assertThat(second.succeeded()).isFalse();
            assertThat(second.errors()).extracting(CompileDiagnostic::message)
                    .anySatisfy(message -> assertThat(message).contains("cannot find symbol").contains("Helper"))
                    .anySatisfy(message -> assertThat(message).contains("cannot find symbol").contains(firstName));
        }
    }

    @Test
    void reportsASyntaxErrorWithItsLineAndColumn() {
        CompileResult result = compiler.compile("Policy.java", """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        return Admission.CALL
                    }
                }
                """);

        assertThat(result.succeeded()).isFalse();
        assertThat(result.errors()).first().satisfies(error -> {
            assertThat(error.line()).isEqualTo(4);
            assertThat(error.column()).isEqualTo(30);
            assertThat(error.message()).contains("';' expected");
        });
    }

    @Test
    void theGradersOwnClassesAreInvisibleToTheCompile() {
        CompileResult result = compiler.compile("Policy.java", """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        return new dev.boundedloop.grader.sandbox.InMemoryCompiler(null) == null ? Admission.CALL : Admission.CALL;
                    }
                }
                """);

        assertThat(result.errors()).extracting(CompileDiagnostic::message)
                .anyMatch(message -> message.contains("does not exist"));
    }

    @Test
    void aClassWithoutAPublicNoArgumentConstructorIsNamedAsTheReason() {
        CompileResult result = compiler.compile("Policy.java", """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Policy(int seed) {}
                    public Admission decide(AdmissionState s) { return Admission.CALL; }
                }
                """);

        PolicyLocator.Located located =
                PolicyLocator.locate(new PolicyClassLoader(result.classes()), result.classes().keySet(), AdmissionPolicy.class);
        assertThat(located.found()).isFalse();
        assertThat(located.invalidReason()).isEqualTo("Policy needs a public no-argument constructor");
    }

    @Test
    void aSourceWithoutAnImplementationIsNamedAsTheReason() {
        CompileResult result = compiler.compile("Policy.java", "public class Policy {}");

        PolicyLocator.Located located =
                PolicyLocator.locate(new PolicyClassLoader(result.classes()), result.classes().keySet(), AdmissionPolicy.class);
        assertThat(located.invalidReason()).contains("No public top-level class implements");
    }

    private static final String SMALL = """
            public class Small { int answer() { return 42; } }
            """;

    @Test
    void aSignatureTooLongForTheConstantPoolLeavesTheNextCompileUntouched() {
        StringBuilder parameters = new StringBuilder();
        for (int i = 0; i < 1600; i++) {
            parameters.append(i == 0 ? "" : ",").append("T").append(i).append(" extends java.util.Map<String,String>");
        }
        CompileResult hostile = compiler.compile("Long.java", "public class Long { static class H<" + parameters + "> {} }");

        CompileResult next = compiler.compile("Small.java", SMALL);

        assertThat(hostile.errors()).extracting(CompileDiagnostic::message)
                .anySatisfy(message -> assertThat(message).contains("too long for the constant pool"));
        assertThat(next.errors()).isEmpty();
    }

    @Test
    void aPackageThatOneCompileDeclaredCannotBeImportedByTheNext() {
        compiler.compile("Declares.java", "package probed.pkg; public class Declares { }");

        CompileResult prober = compiler.compile("Prober.java", "import probed.pkg.*; public class Prober { }");

        assertThat(prober.errors()).extracting(CompileDiagnostic::message)
                .anySatisfy(message -> assertThat(message).contains("package probed.pkg does not exist"));
    }

    @Test
    void aSourceNestedDeeperThanTheLimitIsACompileErrorAtThePlaceItGoesTooDeep() {
        String nested = "{".repeat(30_000) + "}".repeat(30_000);

        CompileResult result = compiler.compile("Deep.java", "public class Deep {\n  Object o = new Object[] " + nested + "; }");

        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(2);
            assertThat(error.column()).as("the class body is the first level").isEqualTo(26 + NestingDepth.LIMIT);
            assertThat(error.message()).contains("nests too deeply");
        });
        assertThat(compiler.compile("Small.java", SMALL).errors()).isEmpty();
    }

    @Test
    void nestingInsideCommentsAndLiteralsDoesNotCount() {
        String deep = "(".repeat(NestingDepth.LIMIT + 1);
        String source = "public class Quoted {\n  // " + deep + "\n  /* " + deep + " */\n  String s = \"" + deep
                + "\";\n  String t = \"\"\"\n" + deep + "\n\"\"\";\n  char c = '(';\n}\n";

        assertThat(compiler.compile("Quoted.java", source).errors()).isEmpty();
    }
}
