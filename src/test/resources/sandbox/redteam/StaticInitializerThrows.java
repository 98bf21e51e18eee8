// expect: ERROR java.lang.ExceptionInInitializerError
import dev.boundedloop.policy.*;

public class StaticInitializerThrows implements AdmissionPolicy {
    private static final int LIMIT = Integer.parseInt("eight");

    public Admission decide(AdmissionState s) {
        return s.usedCalls() >= LIMIT ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
