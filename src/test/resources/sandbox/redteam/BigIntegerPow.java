// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class BigIntegerPow implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.math.BigInteger.TEN.pow(Integer.MAX_VALUE).signum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
