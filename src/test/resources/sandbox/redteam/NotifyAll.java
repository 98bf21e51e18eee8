// expect: REJECTED java.lang.Object#notifyAll
import dev.boundedloop.policy.*;

public class NotifyAll implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        notifyAll();
        return Admission.CALL;
    }
}
