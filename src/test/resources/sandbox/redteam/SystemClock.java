// expect: REJECTED java.lang.System#currentTimeMillis
import dev.boundedloop.policy.*;

public class SystemClock implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return System.currentTimeMillis() % 2 == 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
