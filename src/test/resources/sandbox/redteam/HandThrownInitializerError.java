// expect: ERROR java.lang.ExceptionInInitializerError
import dev.boundedloop.policy.*;

public class HandThrownInitializerError implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        throw new ExceptionInInitializerError(new IllegalStateException("not really"));
    }
}
