// expect: REJECTED java.io.FileInputStream#<init>
import dev.boundedloop.policy.*;

public class FileInputStreamRead implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try (java.io.FileInputStream in = new java.io.FileInputStream("/etc/hostname")) {
            return in.read() > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
    }
}
