// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;
import java.util.*;

public class SubclassEnsureCapacity implements AdmissionPolicy {
    // the call's owner is the learner's class, which inherits ensureCapacity from ArrayList
    static final class Roomy extends ArrayList<Object> {
        void reserve(int n) {
            ensureCapacity(n);
        }
    }

    public Admission decide(AdmissionState s) {
        Roomy roomy = new Roomy();
        roomy.ensureCapacity(100_000_000);
        roomy.reserve(400_000_000);
        return Admission.CALL;
    }
}
