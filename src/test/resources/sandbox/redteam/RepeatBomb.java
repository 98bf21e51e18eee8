// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class RepeatBomb implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return "x".repeat(1 << 30).isEmpty() ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
