// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class ExponentialRecursion implements AdmissionPolicy {
    private static long grow(int n) {
        return n == 0 ? 1 : grow(n - 1) + grow(n - 1);
    }

    public Admission decide(AdmissionState s) {
        return grow(64) > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
