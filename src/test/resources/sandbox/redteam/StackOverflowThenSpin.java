// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class StackOverflowThenSpin implements AdmissionPolicy {
    private static int dive(int depth) {
        return dive(depth + 1) + 1;
    }

    public Admission decide(AdmissionState s) {
        try {
            dive(0);
        } catch (StackOverflowError e) {
            while (true) { }
        }
        return Admission.CALL;
    }
}
