package dev.boundedloop.grader.audit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Learner-chosen text cannot start a log line of its own, nor pass for another key. */
class LogTextTest {

    @Test
    void lineBreaksAndOtherControlCharactersCannotForgeALine() {
        String value = LogText.value("alice\r\n2026-12-01T00:00:00Z  INFO grader : token issued\u001b[2J\u0085\u2028");

        assertThat(value).doesNotContain("\r", "\n", "\u001b", "\u0085", "\u2028");
        assertThat(value).startsWith("\"alice??2026-12-01T00:00:00Z");
    }

    @Test
    void aValueWithSpacesOrEqualsOrQuotesIsOneQuotedValue() {
        assertThat(LogText.value("plain-id")).isEqualTo("plain-id");
        assertThat(LogText.value("a b=c")).isEqualTo("\"a b=c\"");
        assertThat(LogText.value("say \"hi\"")).isEqualTo("\"say \\\"hi\\\"\"");
        assertThat(LogText.value(null)).isEqualTo("-");
        assertThat(LogText.value("")).isEqualTo("\"\"");
    }

    @Test
    void aLongValueIsCut() {
        assertThat(LogText.value("x".repeat(1000))).hasSize(LogText.MAX_VALUE + 3).endsWith("...");
    }
}
