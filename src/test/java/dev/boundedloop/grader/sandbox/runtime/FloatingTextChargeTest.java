package dev.boundedloop.grader.sandbox.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A number's text is charged by its binary exponent, which is what the JDK's big numbers grow with. */
class FloatingTextChargeTest {

    @Test
    void anExtremeExponentCostsWhatItsBigNumbersDo() {
        assertThat(TextGuards.floatingTextUnits(-1.2345678901234567E-300)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS + 997);
        assertThat(TextGuards.floatingTextUnits(Double.MAX_VALUE)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS + 1023);
        assertThat(TextGuards.floatingTextUnits(Double.MIN_VALUE)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS + 1023);
    }

    @Test
    void anEverydayValueCostsAFewUnitsMore() {
        assertThat(TextGuards.floatingTextUnits(1.5)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS);
        assertThat(TextGuards.floatingTextUnits(0.1)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS + 4);
        assertThat(TextGuards.floatingTextUnits(1234.5f)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS + 10);
    }

    @Test
    void notANumberAndTheInfinitiesAreShortTexts() {
        assertThat(TextGuards.floatingTextUnits(Double.NaN)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS);
        assertThat(TextGuards.floatingTextUnits(Double.NEGATIVE_INFINITY)).isEqualTo(TextGuards.FLOATING_TEXT_UNITS);
    }
}
