// expect: ERROR java.lang.NegativeArraySizeException
import dev.boundedloop.policy.*;

public class NegativeArraySize implements AdmissionPolicy {
    // the meter leaves a negative size for the JVM to refuse, as without the sandbox
    public Admission decide(AdmissionState s) {
        long[][] grid = new long[2][-s.maxCalls() - 1];
        return grid.length > 0 ? Admission.CALL : Admission.CALL;
    }
}
