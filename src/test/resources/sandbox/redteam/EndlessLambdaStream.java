// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class EndlessLambdaStream implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.stream.IntStream.iterate(0, i -> i + 1).forEach(i -> { });
        return Admission.CALL;
    }
}
