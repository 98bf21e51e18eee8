// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class Unfinished implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState s) {
        throw new UnsupportedOperationException("Decide before admitting the next attempt");
    }
}
