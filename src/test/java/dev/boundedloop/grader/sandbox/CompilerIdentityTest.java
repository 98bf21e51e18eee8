package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopKind;
import java.io.IOException;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class CompilerIdentityTest {

    private static final List<String> JDK = List.of("17.0.12+7", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM",
            "-proc:none -encoding UTF-8");

    @Test
    void theSameJdkApiAndSandboxGiveTheSameIdentity() {
        assertThat(CompilerIdentity.digest(JDK, classes("Api", 1), classes("Sandbox", 2)))
                .isEqualTo(CompilerIdentity.digest(List.copyOf(JDK), classes("Api", 1), classes("Sandbox", 2)));
    }

    @Test
    void anotherJdkOrJavacOptionsGiveAnotherIdentity() {
        String identity = CompilerIdentity.digest(JDK, classes("Api", 1), classes("Sandbox", 2));

        assertThat(CompilerIdentity.digest(List.of("17.0.13+11", JDK.get(1), JDK.get(2), JDK.get(3)),
                classes("Api", 1), classes("Sandbox", 2))).as("a JDK update").isNotEqualTo(identity);
        assertThat(CompilerIdentity.digest(List.of(JDK.get(0), JDK.get(1), JDK.get(2), "-proc:none"),
                classes("Api", 1), classes("Sandbox", 2))).as("other javac options").isNotEqualTo(identity);
    }

    @Test
    void aChangedLearnerApiOrSandboxGivesAnotherIdentity() {
        String identity = CompilerIdentity.digest(JDK, classes("Api", 1), classes("Sandbox", 2));

        assertThat(CompilerIdentity.digest(JDK, classes("Api", 9), classes("Sandbox", 2))).as("an API class changed")
                .isNotEqualTo(identity);
        assertThat(CompilerIdentity.digest(JDK, classes("Api", 1), classes("Sandbox", 9)))
                .as("the verifier, instrumenter or compiler changed").isNotEqualTo(identity);
        SortedMap<String, byte[]> moreApi = classes("Api", 1);
        moreApi.put("Extra.class", new byte[] {1});
        assertThat(CompilerIdentity.digest(JDK, moreApi, classes("Sandbox", 2))).as("an API class added")
                .isNotEqualTo(identity);
    }

    @Test
    void thisJvmsIdentityCoversTheCompilerVerifierAndInstrumenterAndIsStable() throws IOException {
        assertThat(CompilerIdentity.sandboxClassFiles()).containsKeys(
                "dev/boundedloop/grader/sandbox/InMemoryCompiler.class",
                "dev/boundedloop/grader/sandbox/BytecodeVerifier.class",
                "dev/boundedloop/grader/sandbox/Allowlist.class",
                "dev/boundedloop/grader/sandbox/MethodInstrumenter.class");
        String identity = CompilerIdentity.of(AdmissionKind.API.apiTypes());

        assertThat(identity).doesNotStartWith("unknown").isEqualTo(CompilerIdentity.of(AdmissionKind.API.apiTypes()));
        assertThat(CompilerIdentity.of(AgentLoopKind.API.apiTypes())).isNotEqualTo(identity);
    }

    private static SortedMap<String, byte[]> classes(String name, int content) {
        SortedMap<String, byte[]> classes = new TreeMap<>();
        classes.put(name + ".class", new byte[] {(byte) 0xCA, (byte) content});
        return classes;
    }
}
