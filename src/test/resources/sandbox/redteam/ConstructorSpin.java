// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class ConstructorSpin implements AdmissionPolicy {
    public ConstructorSpin() {
        long n = 1;
        while (n != 0) {
            n = n * 3 + 1;
        }
    }

    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }
}
