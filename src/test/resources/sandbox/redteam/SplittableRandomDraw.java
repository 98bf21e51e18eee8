// expect: REJECTED java.util.SplittableRandom#<init>
import dev.boundedloop.policy.*;

public class SplittableRandomDraw implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return new java.util.SplittableRandom().nextInt(100) == 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
