// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class ConstantCall implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }
}
