package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Report JSON must survive UTF-8: half a surrogate pair is escaped, anything else is left as it is. */
class LoneSurrogatesTest {

    @Test
    void loneHalvesAreEscapedAndWholePairsAreKept() {
        assertThat(LoneSurrogates.escapedInJson("{\"m\":\"a\ud83db\"}")).isEqualTo("{\"m\":\"a\\uD83Db\"}");
        assertThat(LoneSurrogates.escapedInJson("{\"m\":\"\ude00\"}")).isEqualTo("{\"m\":\"\\uDE00\"}");
        assertThat(LoneSurrogates.escapedInJson("{\"m\":\"\ud83d\ude00 \ud83d\"}"))
                .isEqualTo("{\"m\":\"\ud83d\ude00 \\uD83D\"}");
    }

    @Test
    void textWithoutSurrogatesIsReturnedAsItIs() {
        String json = "{\"m\":\"caf\u00e9 \u2014 plain\"}";
        assertThat(LoneSurrogates.escapedInJson(json)).isSameAs(json);
    }
}
