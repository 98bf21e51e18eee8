package dev.boundedloop.grader.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LearnerTextTest {

    @Test
    void aTextWithinItsCapIsLeftAsItIs() {
        String text = "end_turn";

        assertThat(LearnerText.cut(text, 8)).isSameAs(text);
        assertThat(LearnerText.cut(null, 8)).isNull();
    }

    @Test
    void aLongerTextKeepsItsStartAndSaysItWasCutAndHowLongItWas() {
        assertThat(LearnerText.cut("x".repeat(2_000_000), 5)).isEqualTo("xxxxx…[truncated: 2000000 chars in all]");
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String smiles = "a" + "\ud83d\ude00".repeat(10);

        String cut = LearnerText.cut(smiles, 4); // "a", a whole pair, then half of the next

        assertThat(cut).startsWith("a\ud83d\ude00…[truncated: 21 chars in all]");
        assertThat(cut.codePoints().noneMatch(c -> c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE)).isTrue();
    }

    @Test
    void theMarkForLeftOutEntriesSaysHowMany() {
        assertThat(LearnerText.moreLeftOut(900, "messages")).isEqualTo("…[truncated: 900 more messages]");
    }
}
