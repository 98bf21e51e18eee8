// expect: REJECTED ReadObjectHook$Payload#readObject
import dev.boundedloop.policy.*;

public class ReadObjectHook implements AdmissionPolicy {
    // a Serializable hook: deserialization would run it outside the sandbox
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }

    static final class Payload implements java.io.Serializable {
        private void readObject(java.io.ObjectInputStream in) {
            while (true) { }
        }
    }
}
