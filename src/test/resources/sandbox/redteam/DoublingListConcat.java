// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class DoublingListConcat implements AdmissionPolicy {
    // string concatenation calls toString inside the JDK: 2^30 "[]" pairs of text
    public Admission decide(AdmissionState s) {
        Object nested = List.of();
        for (int i = 0; i < 30; i++) {
            nested = List.of(nested, nested);
        }
        String text = "state " + nested;
        return text.length() > 3 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
