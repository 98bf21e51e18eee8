// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class CloneHoarding implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        long[] seed = new long[1 << 16];
        java.util.List<long[]> hoard = new java.util.ArrayList<>();
        while (true) {
            hoard.add(seed.clone());
        }
    }
}
