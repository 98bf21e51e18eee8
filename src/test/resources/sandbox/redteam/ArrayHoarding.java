// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class ArrayHoarding implements AdmissionPolicy {
    // each array is small; the budget counts all of them
    public Admission decide(AdmissionState s) {
        java.util.List<long[]> hoard = new java.util.ArrayList<>();
        while (true) {
            hoard.add(new long[1 << 16]);
        }
    }
}
