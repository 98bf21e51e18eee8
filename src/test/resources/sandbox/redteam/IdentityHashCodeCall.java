// expect: REJECTED java.lang.System#identityHashCode
import dev.boundedloop.policy.*;

public class IdentityHashCodeCall implements AdmissionPolicy {
    // identity hashes differ from JVM to JVM
    public Admission decide(AdmissionState s) {
        return System.identityHashCode(s) % 100 == 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
