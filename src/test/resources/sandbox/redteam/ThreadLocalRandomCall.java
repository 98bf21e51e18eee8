// expect: REJECTED java.util.concurrent.ThreadLocalRandom#current
import dev.boundedloop.policy.*;

public class ThreadLocalRandomCall implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.concurrent.ThreadLocalRandom.current().nextInt(100) == 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
