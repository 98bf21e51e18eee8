// expect: COMPILE_BOUNDED
import dev.boundedloop.policy.*;

public class InferenceBomb implements AdmissionPolicy {
    // nested implicit lambdas against overloads: javac tries every combination
    static int m(java.util.function.IntUnaryOperator f) { return 0; }
    static int m(java.util.function.IntPredicate f) { return 1; }
    static int m(java.util.function.IntFunction<Integer> f) { return 2; }

    public Admission decide(AdmissionState s) {
        int x = 0;
        return m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> m(x -> x))))))))))))))))))))))))) == 0 ? Admission.CALL : Admission.CALL;
    }
}
