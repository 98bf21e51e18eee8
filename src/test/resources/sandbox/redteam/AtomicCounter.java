// expect: REJECTED java.util.concurrent.atomic.AtomicInteger#<init>
import dev.boundedloop.policy.*;

public class AtomicCounter implements AdmissionPolicy {
    private static final java.util.concurrent.atomic.AtomicInteger SEEN = new java.util.concurrent.atomic.AtomicInteger();

    public Admission decide(AdmissionState s) {
        return SEEN.incrementAndGet() > s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
