// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class ConstantCallLimit implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState s) {
        return Admission.MODEL_CALL_LIMIT;
    }
}
