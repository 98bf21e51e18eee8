package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/**
 * A method reference to a JDK member runs through a bridge in the learner's class, so each call of
 * the functional object is charged like learner code, in classes and interfaces alike.
 */
class LambdaBridgesTest {

    @Test
    void eachCallOfAJdkMethodReferenceIsCharged() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    java.util.function.LongUnaryOperator abs = Math::abs;
                    long sum = java.util.stream.LongStream.iterate(0, i -> i + 1).limit(s.maxCalls()).map(abs).sum();
                    return sum >= 0 ? Admission.CALL : Admission.CALL;
                }""");

        long ten = prepared.decide(new AdmissionState(0, 10, 0, 0, 0)).fuelUsed();
        long thousand = prepared.decide(new AdmissionState(0, 1_010, 0, 0, 0)).fuelUsed();

        // per element: the iterate lambda and the bridge to Math.abs
        assertThat(thousand - ten).isEqualTo(2 * 1_000);
    }

    @Test
    void bridgesWorkInInterfacesAndForBoundReceiversAndConstructors() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                interface Names {
                    default java.util.function.Function<String, Integer> length() { return String::length; }
                    static java.util.function.Supplier<StringBuilder> builder() { return StringBuilder::new; }
                }
                static final class Impl implements Names { }
                public Admission decide(AdmissionState s) {
                    String calls = "MODEL_CALL_LIMIT";
                    java.util.function.Predicate<String> isCalls = calls::equals;
                    StringBuilder out = Names.builder().get().append(new Impl().length().apply("abc"));
                    return out.toString().equals("3") && isCalls.test("MODEL_CALL_LIMIT") ? Admission.CALL : null;
                }""");

        assertThat(prepared.decide(new AdmissionState(0, 1, 0, 0, 0)).admission()).isEqualTo(Admission.CALL);
    }
}
