// expect: REJECTED java.lang.Math#random
import dev.boundedloop.policy.*;

public class MathRandomCall implements AdmissionPolicy {
    // the same source would score 96, 96, 95 on three runs
    public Admission decide(AdmissionState s) {
        return Math.random() < 0.01 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
