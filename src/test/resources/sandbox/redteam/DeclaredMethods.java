// expect: REJECTED java.lang.Class#getDeclaredMethods
import dev.boundedloop.policy.*;

public class DeclaredMethods implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return s.getClass().getDeclaredMethods().length > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
