// expect: REJECTED java.io.File#<init>
import dev.boundedloop.policy.*;

public class FileRead implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return new java.io.File("/etc/passwd").exists() ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
