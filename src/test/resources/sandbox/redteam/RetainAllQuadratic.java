// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class RetainAllQuadratic implements AdmissionPolicy {
    // retainAll against a list looks each element up by a linear search: n·m
    public Admission decide(AdmissionState s) {
        List<Integer> left = new ArrayList<>();
        List<Integer> right = new ArrayList<>();
        for (int i = 0; i < 60_000; i++) {
            left.add(i);
            right.add(-i - 1);
        }
        left.retainAll(right);
        return left.isEmpty() ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
