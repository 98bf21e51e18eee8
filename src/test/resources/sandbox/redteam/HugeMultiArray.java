// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class HugeMultiArray implements AdmissionPolicy {
    // 8 GiB in one MULTIANEWARRAY: every dimension is charged before anything is allocated
    public Admission decide(AdmissionState s) {
        long[][] grid = new long[1 << 15][1 << 15];
        return grid.length > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
