// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class CollidingListKeys implements AdmissionPolicy {
    // [i, -31 i] all hash to 961, and lists have no natural order: every insert searches the whole bin
    public Admission decide(AdmissionState s) {
        Set<List<Integer>> flood = new HashSet<>();
        for (int i = 0; i < 50_000; i++) {
            flood.add(List.of(i, -31 * i));
        }
        return flood.size() > 1 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
