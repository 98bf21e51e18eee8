// expect: ERROR dev.boundedloop.grader.sandbox.runtime.NondeterminismRefused
import dev.boundedloop.policy.*;
import java.util.*;

public class SuperHashCodeCall implements AdmissionPolicy {
    // overriding hashCode with Object's own identity hash
    static final class Key {
        @Override
        public int hashCode() {
            return super.hashCode();
        }
    }

    public Admission decide(AdmissionState s) {
        return new Key().hashCode() % 2 == 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
