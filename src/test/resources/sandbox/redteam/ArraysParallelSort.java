// expect: REJECTED java.util.Arrays#parallelSort
import dev.boundedloop.policy.*;

public class ArraysParallelSort implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        long[] values = {s.spentCents(), s.nextCostCents()};
        java.util.Arrays.parallelSort(values);
        return Admission.CALL;
    }
}
