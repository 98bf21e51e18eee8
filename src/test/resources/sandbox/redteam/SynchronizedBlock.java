// expect: REJECTED SynchronizedBlock#decide
import dev.boundedloop.policy.*;

public class SynchronizedBlock implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        synchronized (this) {
            return Admission.CALL;
        }
    }
}
