// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class StackOverflowCatchRetry implements AdmissionPolicy {
    // every frame catches StackOverflowError and recurses again: exponential without fuel
    private static int dive(int depth) {
        try {
            return dive(depth + 1);
        } catch (StackOverflowError e) {
            return dive(depth + 1);
        }
    }

    public Admission decide(AdmissionState s) {
        return dive(0) > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
