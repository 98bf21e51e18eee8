// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class DoublingArrayDeepHash implements AdmissionPolicy {
    // arrays holding the previous array twice: deepHashCode visits 2^40 of them
    public Admission decide(AdmissionState s) {
        Object[] nested = new Object[0];
        for (int i = 0; i < 40; i++) {
            nested = new Object[] {nested, nested};
        }
        return Arrays.deepHashCode(nested) == 3 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
