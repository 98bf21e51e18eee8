// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class ArrayListRemoveFront implements AdmissionPolicy {
    // removing the first element moves all the others
    public Admission decide(AdmissionState s) {
        List<Integer> queue = new ArrayList<>(Collections.nCopies(500_000, 1));
        while (!queue.isEmpty()) {
            queue.remove(0);
            queue.add(0, 2);
            queue.remove(0);
        }
        return Admission.CALL;
    }
}
