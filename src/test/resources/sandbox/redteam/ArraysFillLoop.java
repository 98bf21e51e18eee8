// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class ArraysFillLoop implements AdmissionPolicy {
    // fill, equals and hashCode each walk a million ints in one call
    public Admission decide(AdmissionState s) {
        int[] a = new int[1 << 20];
        int[] b = new int[1 << 20];
        long total = 0;
        while (true) {
            Arrays.fill(a, 7);
            total += Arrays.equals(a, b) ? 1 : Arrays.hashCode(a);
        }
    }
}
