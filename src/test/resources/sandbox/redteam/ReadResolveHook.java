// expect: REJECTED ReadResolveHook#readResolve
import dev.boundedloop.policy.*;

public class ReadResolveHook implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }

    private Object readResolve() {
        return new ReadResolveHook();
    }
}
