package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A submission's classes are handed on in name order: the verifier reports violations class by
 * class in that order, and a report must read the same in every worker JVM.
 */
class CompileResultTest {

    @Test
    void classesIterateInNameOrderWhateverMapTheyCameIn() {
        Map<String, byte[]> salted = Map.of("Timer$2", new byte[0], "Timer", new byte[0], "A", new byte[0],
                "Timer$1", new byte[0], "Helper", new byte[0], "Timer$Inner", new byte[0]);

        CompileResult result = new CompileResult(salted, List.of());

        assertThat(result.classes().keySet()).containsExactly("A", "Helper", "Timer", "Timer$1", "Timer$2",
                "Timer$Inner");
    }
}
