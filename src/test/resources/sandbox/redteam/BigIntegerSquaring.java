// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class BigIntegerSquaring implements AdmissionPolicy {
    // thirty squarings reach a billion bits: each result is checked before the next
    public Admission decide(AdmissionState s) {
        java.math.BigInteger x = java.math.BigInteger.valueOf(3);
        for (int i = 0; i < 40; i++) {
            x = x.multiply(x);
        }
        return x.signum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
