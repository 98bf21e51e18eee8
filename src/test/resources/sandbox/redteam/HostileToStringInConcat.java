// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class HostileToStringInConcat implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        Object sneaky = new Object() {
            @Override
            public String toString() {
                while (true) { }
            }
        };
        return ("" + sneaky).isEmpty() ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
