package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A method reference compiles to an invokedynamic whose implementation handle names the target,
 * so the verifier must read the handle: no invoke instruction ever names {@code System.exit}.
 */
class LambdaHandleCheckTest {

    @Test
    void aMethodReferenceToAForbiddenMethodIsRefusedAtItsLine() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    java.util.function.IntConsumer quit = System::exit;
                    quit.accept(0);
                    return Admission.CALL;
                }""");

        assertThat(prepared.violations()).singleElement().satisfies(violation -> {
            assertThat(violation.target()).isEqualTo("java.lang.System#exit");
            assertThat(violation.line()).isEqualTo(5);
            assertThat(violation.message()).contains("would end the grader's JVM");
        });
    }

    @Test
    void aConstructorReferenceToAForbiddenClassIsRefused() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    java.util.function.Supplier<Object> thread = Thread::new;
                    return thread.get() == null ? Admission.CALL : Admission.CALL;
                }""");

        assertThat(prepared.violations()).extracting(Violation::target).contains("java.lang.Thread#<init>");
    }

    @Test
    void aForbiddenCallInsideALambdaBodyIsRefusedToo() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    Runnable quit = () -> System.exit(1);
                    quit.run();
                    return Admission.CALL;
                }""");

        assertThat(prepared.violations()).extracting(Violation::target, Violation::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("java.lang.System#exit", 5));
    }

    /** javac names the declaring interface in the handle, whatever the receiver's type. */
    @Test
    void anInheritedForbiddenMemberIsRefusedThroughAMethodReference() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    java.util.function.Function<List<Integer>, ?> fork = List::parallelStream;
                    return fork.apply(List.of(1)) == null ? Admission.CALL : Admission.CALL;
                }""");

        assertThat(prepared.violations()).extracting(Violation::target).contains("java.util.Collection#parallelStream");
    }

    @Test
    void methodReferencesToAllowedMembersPass() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    java.util.function.Function<String, Integer> length = String::length;
                    java.util.function.ToLongFunction<AdmissionState> spent = AdmissionState::spentCents;
                    java.util.function.Supplier<List<String>> list = ArrayList::new;
                    java.util.function.LongBinaryOperator add = Math::addExact;
                    return length.apply("x") + spent.applyAsLong(s) + list.get().size() + add.applyAsLong(1, 2) > 0
                            ? Admission.CALL : Admission.CALL;
                }""");

        assertThat(prepared.violations()).isEmpty();
        assertThat(prepared.decide(new dev.boundedloop.policy.AdmissionState(0, 1, 0, 0, 1)).kind())
                .isEqualTo(SandboxRun.Kind.RETURNED);
    }
}
