// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class FormatWidthBomb implements AdmissionPolicy {
    // a one-line format string asks the JDK for a gigabyte of padding
    public Admission decide(AdmissionState s) {
        return String.format("%1000000000d", 1).isEmpty() ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
