// expect: REJECTED java.io.ObjectOutputStream#<init>
import dev.boundedloop.policy.*;

public class ObjectStreamWrite implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            new java.io.ObjectOutputStream(new java.io.ByteArrayOutputStream()).writeObject(s);
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
