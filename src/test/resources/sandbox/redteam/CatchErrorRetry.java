// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class CatchErrorRetry implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        for (;;) {
            try {
                throw new Error("again");
            } catch (Error e) {
                // retry
            }
        }
    }
}
