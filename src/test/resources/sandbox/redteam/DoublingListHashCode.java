// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class DoublingListHashCode implements AdmissionPolicy {
    // forty small lists, each holding the previous one twice: 2^40 elements to hash
    public Admission decide(AdmissionState s) {
        List<Object> nested = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            List<Object> twice = new ArrayList<>();
            twice.add(nested);
            twice.add(nested);
            nested = twice;
        }
        return nested.hashCode() == 7 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
