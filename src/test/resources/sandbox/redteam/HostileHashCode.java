// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class HostileHashCode implements AdmissionPolicy {
    // HashMap calls the learner's hashCode from JDK code; that is still learner code
    static final class Key {
        @Override
        public int hashCode() {
            while (true) { }
        }
    }

    public Admission decide(AdmissionState s) {
        java.util.Map<Key, Admission> map = new java.util.HashMap<>();
        map.put(new Key(), Admission.CALL);
        return Admission.CALL;
    }
}
