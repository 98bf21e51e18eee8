// expect: REJECTED java.util.stream.IntStream#parallel
import dev.boundedloop.policy.*;

public class StreamParallel implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        int sum = java.util.stream.IntStream.range(0, 10).parallel().sum();
        return sum == 45 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
