// expect: REJECTED sun.misc.Unsafe#getUnsafe
import dev.boundedloop.policy.*;

public class UnsafeAccess implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        sun.misc.Unsafe.getUnsafe().putLong(0L, 0L);
        return Admission.CALL;
    }
}
