// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class LoopInsideCatchThrowable implements AdmissionPolicy {
    // the handler catches everything and loops back: the abort must not be one of the things it catches
    public Admission decide(AdmissionState s) {
        while (true) {
            try {
                while (true) { }
            } catch (Throwable t) {
                // swallow and go round again
            }
        }
    }
}
