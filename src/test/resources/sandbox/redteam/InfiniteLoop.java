// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class InfiniteLoop implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        while (true) { }
    }
}
