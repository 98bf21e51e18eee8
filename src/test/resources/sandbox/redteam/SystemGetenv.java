// expect: REJECTED java.lang.System#getenv
import dev.boundedloop.policy.*;

public class SystemGetenv implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return System.getenv("DATABASE_PASSWORD") == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
