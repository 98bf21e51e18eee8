// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;
import java.util.*;

public class AddAllToItself implements AdmissionPolicy {
    // each addAll doubles the list inside the JDK: 2^30 elements after thirty calls
    public Admission decide(AdmissionState s) {
        List<Integer> list = new ArrayList<>(List.of(1));
        for (int i = 0; i < 30; i++) {
            list.addAll(list);
        }
        return list.size() > 1 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
