// expect: ERROR java.lang.ArithmeticException
import dev.boundedloop.policy.*;

public class ArithmeticOverflow implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return Math.addExact(Long.MAX_VALUE, s.maxCalls()) > 0 ? Admission.CALL : Admission.CALL;
    }
}
