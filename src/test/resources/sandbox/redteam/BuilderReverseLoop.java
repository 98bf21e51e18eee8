// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class BuilderReverseLoop implements AdmissionPolicy {
    // reverse and delete at the front each walk a million characters without allocating
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder("ab".repeat(500_000));
        while (true) {
            text.reverse();
            text.delete(0, 1).append('z');
        }
    }
}
