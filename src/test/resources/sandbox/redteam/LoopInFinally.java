// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class LoopInFinally implements AdmissionPolicy {
    // exhaustion is sticky: the loop in finally aborts too
    public Admission decide(AdmissionState s) {
        try {
            while (true) { }
        } finally {
            while (true) { }
        }
    }
}
