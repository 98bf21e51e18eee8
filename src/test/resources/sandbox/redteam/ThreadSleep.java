// expect: REJECTED java.lang.Thread#sleep
import dev.boundedloop.policy.*;

public class ThreadSleep implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            Thread.sleep(60_000);
        } catch (InterruptedException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
