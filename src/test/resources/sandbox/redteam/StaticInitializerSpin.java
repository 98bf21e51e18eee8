// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class StaticInitializerSpin implements AdmissionPolicy {
    // the class initialiser never returns; it runs inside the session like any learner code
    private static final int READY;

    static {
        int i = 1;
        while (i > 0) {
            i = i % 1000 + 1;
        }
        READY = i;
    }

    public Admission decide(AdmissionState s) {
        return READY == 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
