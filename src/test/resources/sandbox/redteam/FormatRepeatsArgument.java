// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class FormatRepeatsArgument implements AdmissionPolicy {
    // one 100,000-character argument printed 5,000 times: a gigabyte of text from one call
    public Admission decide(AdmissionState s) {
        String big = "q".repeat(100_000);
        String text = String.format("%1$s".repeat(5_000), big);
        return text.isEmpty() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
