// expect: REJECTED java.lang.RuntimeException#printStackTrace
import dev.boundedloop.policy.*;

public class PrintStackTrace implements AdmissionPolicy {
    // printStackTrace writes to the real stderr, past the capture
    public Admission decide(AdmissionState s) {
        new RuntimeException("hello").printStackTrace();
        return Admission.CALL;
    }
}
