// expect: REJECTED java.util.UUID#randomUUID
import dev.boundedloop.policy.*;

public class RandomUuid implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.UUID.randomUUID().toString().startsWith("0") ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
