// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class NearMissIndexOf implements AdmissionPolicy {
    // each search compares almost the whole needle at every position: n·m per call
    public Admission decide(AdmissionState s) {
        String text = "a".repeat(400_000);
        String needle = "a".repeat(20_000) + "b";
        int found = 0;
        while (true) {
            found += text.indexOf(needle) + (text.contains(needle) ? 1 : 0) + text.lastIndexOf(needle);
        }
    }
}
