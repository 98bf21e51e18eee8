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
                Arguments.of("visible: first call admitted", new AdmissionState(0, 3, 0, 2, 6), Admission.CALL),
                Arguments.of("visible: calls used up", new AdmissionState(3, 3, 0, 0, 6), Admission.MODEL_CALL_LIMIT),
                Arguments.of("visible: over the budget", new AdmissionState(1, 3, 5, 2, 6), Admission.MODEL_COST_LIMIT),
                Arguments.of("visible: exactly the budget", new AdmissionState(1, 3, 4, 2, 6), Admission.CALL));
    }

    static Stream<Arguments> transferCases() {
        return Stream.of(
                Arguments.of("transfer: exact fit", new AdmissionState(1, 3, 4, 3, 7), Admission.CALL),
                Arguments.of("transfer: next attempt too costly", new AdmissionState(1, 3, 4, 4, 7), Admission.MODEL_COST_LIMIT),
                Arguments.of("transfer: two exhausted limits", new AdmissionState(3, 3, 7, 1, 7), Admission.MODEL_CALL_LIMIT),
                Arguments.of("transfer: zero allowed attempts", new AdmissionState(0, 0, 0, 0, 0), Admission.MODEL_CALL_LIMIT));
    }

    static Stream<Arguments> largeValues() {
        return Stream.of(
                Arguments.of("large: sum past Long.MAX_VALUE", new AdmissionState(0, 1, Long.MAX_VALUE - 1, 2, Long.MAX_VALUE),
                        Admission.MODEL_COST_LIMIT),
                Arguments.of("large: exact fit at Long.MAX_VALUE", new AdmissionState(0, 1, Long.MAX_VALUE - 2, 2, Long.MAX_VALUE),
                        Admission.CALL),
                Arguments.of("large: overspent with a free attempt", new AdmissionState(0, 1, 9, 0, 8), Admission.MODEL_COST_LIMIT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"visibleAdmissionCases", "transferCases", "largeValues"})
    void decidesTheNotebooksTablesAndLargeValues(String label, AdmissionState state, Admission expected) {
        assertThat(new ReferencePolicy().decide(state)).isEqualTo(expected);
    }
}
