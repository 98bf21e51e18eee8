// expect: REJECTED java.util.List#parallelStream
import dev.boundedloop.policy.*;

public class ParallelStream implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.List.of(Admission.CALL).parallelStream().findAny().orElseThrow();
    }
}
