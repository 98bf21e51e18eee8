package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The notebook's decision tables through the reference rule (CALL_LIMIT and COST_LIMIT renamed). */
class ReferencePolicyTest {

    static Stream<Arguments> visibleAdmissionCases() {
        return Stream.of(
                Arguments.of("first call admitted", new AdmissionState(0, 3, 0, 2, 6), Admission.CALL),
                Arguments.of("calls used up", new AdmissionState(3, 3, 0, 0, 6), Admission.MODEL_CALL_LIMIT),
                Arguments.of("over the budget", new AdmissionState(1, 3, 5, 2, 6), Admission.MODEL_COST_LIMIT),
                Arguments.of("exactly the budget", new AdmissionState(1, 3, 4, 2, 6), Admission.CALL));
    }

    static Stream<Arguments> transferCases() {
        return Stream.of(
                Arguments.of("exact fit", new AdmissionState(1, 3, 4, 3, 7), Admission.CALL),
                Arguments.of("next attempt too costly", new AdmissionState(1, 3, 4, 4, 7), Admission.MODEL_COST_LIMIT),
                Arguments.of("two exhausted limits", new AdmissionState(3, 3, 7, 1, 7), Admission.MODEL_CALL_LIMIT),
                Arguments.of("zero allowed attempts", new AdmissionState(0, 0, 0, 0, 0), Admission.MODEL_CALL_LIMIT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("visibleAdmissionCases")
    void decidesTheVisibleAdmissionCases(String label, AdmissionState state, Admission expected) {
        assertThat(new ReferencePolicy().decide(state)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transferCases")
    void decidesTheVariableCostTransferCases(String label, AdmissionState state, Admission expected) {
        assertThat(new ReferencePolicy().decide(state)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("largeValues")
    void comparesLargeValuesWithoutOverflow(String label, AdmissionState state, Admission expected) {
        assertThat(new ReferencePolicy().decide(state)).isEqualTo(expected);
    }

    static Stream<Arguments> largeValues() {
        return Stream.of(
                Arguments.of("sum past Long.MAX_VALUE", new AdmissionState(0, 1, Long.MAX_VALUE - 1, 2, Long.MAX_VALUE),
                        Admission.MODEL_COST_LIMIT),
                Arguments.of("exact fit at Long.MAX_VALUE", new AdmissionState(0, 1, Long.MAX_VALUE - 2, 2, Long.MAX_VALUE),
                        Admission.CALL),
                Arguments.of("overspent with a free attempt", new AdmissionState(0, 1, 9, 0, 8), Admission.MODEL_COST_LIMIT));
    }
}
