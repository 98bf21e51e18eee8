// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class DoublingListEquals implements AdmissionPolicy {
    // two equal but distinct doubling structures: equals compares all 2^36 leaves pairwise
    static List<Object> doubling(int levels) {
        List<Object> nested = new LinkedList<>();
        for (int i = 0; i < levels; i++) {
            nested = new LinkedList<>(Arrays.asList(nested, nested));
        }
        return nested;
    }

    public Admission decide(AdmissionState s) {
        return doubling(36).equals(doubling(36)) ? Admission.CALL : Admission.MODEL_COST_LIMIT;
    }
}
