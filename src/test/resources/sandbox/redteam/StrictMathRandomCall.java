// expect: REJECTED java.lang.StrictMath#random
import dev.boundedloop.policy.*;

public class StrictMathRandomCall implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return StrictMath.random() < 0.01 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
