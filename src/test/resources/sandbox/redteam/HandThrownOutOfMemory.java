// expect: ERROR java.lang.OutOfMemoryError
import dev.boundedloop.policy.*;

public class HandThrownOutOfMemory implements AdmissionPolicy {
    // posing as the sandbox's memory verdict: it must be reported as the learner's own error
    public Admission decide(AdmissionState s) {
        throw new OutOfMemoryError("Java heap space");
    }
}
