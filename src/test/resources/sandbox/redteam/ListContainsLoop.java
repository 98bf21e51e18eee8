// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class ListContainsLoop implements AdmissionPolicy {
    // each miss compares against every element
    public Admission decide(AdmissionState s) {
        List<Long> seen = new ArrayList<>();
        for (long i = 0; i < 200_000; i++) {
            seen.add(i);
        }
        int misses = 0;
        while (true) {
            if (!seen.contains(-1L) && seen.indexOf(-2L) < 0) {
                misses++;
            }
        }
    }
}
