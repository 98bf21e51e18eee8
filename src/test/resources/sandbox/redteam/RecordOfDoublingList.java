// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class RecordOfDoublingList implements AdmissionPolicy {
    // a record's generated hashCode hashes its fields inside the JDK
    record Key(String name, Object payload) {}

    public Admission decide(AdmissionState s) {
        Object nested = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            nested = new ArrayList<>(List.of(nested, nested));
        }
        Set<Key> seen = new HashSet<>();
        seen.add(new Key("k", nested));
        return seen.isEmpty() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
