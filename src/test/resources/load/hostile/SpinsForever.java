import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/** Hostile load: every decision loops until its case runs out of fuel (TIMEOUT in every case). */
public class SpinsForever implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState state) {
        long spins = 0;
        while (spins >= 0) {
            spins++;
        }
        return Admission.CALL;
    }
}
