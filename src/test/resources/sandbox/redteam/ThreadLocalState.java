// expect: REJECTED java.lang.ThreadLocal#<init>
import dev.boundedloop.policy.*;

public class ThreadLocalState implements AdmissionPolicy {
    private static final ThreadLocal<Integer> CALLS = new ThreadLocal<>();

    public Admission decide(AdmissionState s) {
        CALLS.set(s.usedCalls());
        return Admission.CALL;
    }
}
