// expect: REJECTED java.lang.System#setOut
import dev.boundedloop.policy.*;

public class SystemSetOut implements AdmissionPolicy {
    // hijacking the worker's protocol channel
    public Admission decide(AdmissionState s) {
        System.setOut(System.err);
        return Admission.CALL;
    }
}
