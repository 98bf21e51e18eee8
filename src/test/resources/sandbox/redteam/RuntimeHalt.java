// expect: REJECTED java.lang.Runtime#getRuntime
import dev.boundedloop.policy.*;

public class RuntimeHalt implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        Runtime.getRuntime().halt(0);
        return Admission.CALL;
    }
}
