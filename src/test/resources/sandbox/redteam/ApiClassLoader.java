// expect: REJECTED java.lang.Class#getClassLoader
import dev.boundedloop.policy.*;

public class ApiClassLoader implements AdmissionPolicy {
    // reaching the grader's loader through the learner API's own classes
    public Admission decide(AdmissionState s) {
        return Admission.class.getClassLoader() == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
