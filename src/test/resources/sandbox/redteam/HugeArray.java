// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class HugeArray implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        int[] big = new int[Integer.MAX_VALUE - 8];
        return big.length > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
