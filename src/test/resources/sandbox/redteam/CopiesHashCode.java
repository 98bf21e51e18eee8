// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class CopiesHashCode implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.Collections.nCopies(Integer.MAX_VALUE, "x").hashCode() == 0 ? Admission.CALL : Admission.CALL;
    }
}
