// expect: REJECTED java.lang.Class#getClassLoader
import dev.boundedloop.policy.*;

public class GetClassLoader implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return getClass().getClassLoader() == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
