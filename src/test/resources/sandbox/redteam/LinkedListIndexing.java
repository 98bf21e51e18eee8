// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class LinkedListIndexing implements AdmissionPolicy {
    // get(i) on a linked list walks to i
    public Admission decide(AdmissionState s) {
        List<Integer> chain = new LinkedList<>();
        for (int i = 0; i < 200_000; i++) {
            chain.add(i);
        }
        long sum = 0;
        for (int i = 0; i < chain.size(); i++) {
            sum += chain.get(i);
        }
        return sum > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
