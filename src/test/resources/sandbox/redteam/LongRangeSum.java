// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class LongRangeSum implements AdmissionPolicy {
    // the whole loop runs inside the JDK; the range's elements are charged when it is made
    public Admission decide(AdmissionState s) {
        return java.util.stream.LongStream.range(0, Long.MAX_VALUE).sum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
