// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class CopyOfBomb implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        long[] grown = java.util.Arrays.copyOf(new long[1], Integer.MAX_VALUE - 8);
        return grown.length > 0 ? Admission.CALL : Admission.CALL;
    }
}
