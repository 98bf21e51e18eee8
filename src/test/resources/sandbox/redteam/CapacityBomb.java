// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class CapacityBomb implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return new java.util.ArrayList<Long>(Integer.MAX_VALUE - 8).isEmpty() ? Admission.CALL : Admission.CALL;
    }
}
