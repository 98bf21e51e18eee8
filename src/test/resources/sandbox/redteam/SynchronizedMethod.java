// expect: REJECTED SynchronizedMethod#decide
import dev.boundedloop.policy.*;

public class SynchronizedMethod implements AdmissionPolicy {
    public synchronized Admission decide(AdmissionState s) {
        return Admission.CALL;
    }
}
