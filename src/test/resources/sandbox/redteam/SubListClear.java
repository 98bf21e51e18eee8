// expect: REJECTED java.util.List#subList
import dev.boundedloop.policy.*;
import java.util.*;

public class SubListClear implements AdmissionPolicy {
    // clearing a one-element view at the front shifts the whole backing list
    public Admission decide(AdmissionState s) {
        List<Integer> list = new ArrayList<>(Collections.nCopies(100_000, 1));
        while (!list.isEmpty()) {
            list.subList(0, 1).clear();
        }
        return Admission.CALL;
    }
}
