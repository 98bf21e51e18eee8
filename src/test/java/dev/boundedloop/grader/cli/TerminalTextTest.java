package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Each class of character that a terminal acts on instead of showing, one test each. */
class TerminalTextTest {

    @Test
    void printableTextIsKeptAsItIs() {
        String text = "expected CALL, observed BACKSTOP: déjà vu, 東京, 😀, \\n stays a backslash and an n";

        assertThat(TerminalText.field(text)).isEqualTo(text);
    }

    @Test
    void nullPrintsAsNull() {
        assertThat(TerminalText.field(null)).isEqualTo("null");
    }

    @Test
    void lineBreaksAndTabsCannotStartOrOverwriteALine() {
        assertThat(TerminalText.field("ok\nGRADED score 109/109")).isEqualTo("ok\\nGRADED score 109/109");
        assertThat(TerminalText.field("ok\rGRADED score 109/109")).isEqualTo("ok\\rGRADED score 109/109");
        assertThat(TerminalText.field("a\tb")).isEqualTo("a\\tb");
        assertThat(TerminalText.field("a\u2028b\u2029c")).isEqualTo("a\\u2028b\\u2029c");
    }

    @Test
    void everyOtherC0ControlAndDelIsEscaped() {
        for (char ch = 0; ch < 0x20; ch++) {
            if (ch != '\n' && ch != '\r' && ch != '\t') {
                assertThat(TerminalText.field("a" + ch + "b")).isEqualTo("a\\u%04Xb".formatted((int) ch));
            }
        }
        assertThat(TerminalText.field("a\u007fb")).isEqualTo("a\\u007Fb");
    }

    @Test
    void escapeSequencesAreShownNotActedOn() {
        assertThat(TerminalText.field("\u001b[2J\u001b[H")).isEqualTo("\\u001B[2J\\u001B[H");
        assertThat(TerminalText.field("\u001b]0;title\u0007")).isEqualTo("\\u001B]0;title\\u0007");
        assertThat(TerminalText.field("\u001b]8;;https://x.example/\u001b\\link"))
                .isEqualTo("\\u001B]8;;https://x.example/\\u001B\\link");
    }

    @Test
    void c1ControlsAreEscaped() {
        for (char ch = 0x80; ch <= 0x9f; ch++) {
            assertThat(TerminalText.field("a" + ch + "b")).isEqualTo("a\\u%04Xb".formatted((int) ch));
        }
        assertThat(TerminalText.field("\u00a0")).as("no-break space is printable").isEqualTo("\u00a0");
    }

    @Test
    void bidiControlsAreEscaped() {
        String controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
        StringBuilder expected = new StringBuilder();
        controls.chars().forEach(ch -> expected.append("\\u%04X".formatted(ch)));

        assertThat(TerminalText.field(controls)).isEqualTo(expected.toString());
    }

    @Test
    void halfASurrogatePairBecomesTheReplacementCharacterAndWholePairsStay() {
        assertThat(TerminalText.field("a\ud800b")).isEqualTo("a\ufffdb");
        assertThat(TerminalText.field("a\udc00b")).isEqualTo("a\ufffdb");
        assertThat(TerminalText.field("end\ud83d")).isEqualTo("end\ufffd");
        assertThat(TerminalText.field("\udc00\ud800")).isEqualTo("\ufffd\ufffd");
        assertThat(TerminalText.field("\ud83d\ude00\u001b")).isEqualTo("\ud83d\ude00\\u001B");
    }
}
