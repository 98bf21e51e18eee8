// expect: REJECTED java.lang.Class#getResourceAsStream
import dev.boundedloop.policy.*;

public class ResourceRead implements AdmissionPolicy {
    // the grader's own configuration is on its class path
    public Admission decide(AdmissionState s) {
        return getClass().getResourceAsStream("/application.yml") == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
