// expect: REJECTED java.lang.Enum#hashCode
import dev.boundedloop.policy.*;

public class EnumHashCodeCall implements AdmissionPolicy {
    // an enum constant's hash code is its identity hash
    public Admission decide(AdmissionState s) {
        return Admission.CALL.hashCode() % 2 == 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
