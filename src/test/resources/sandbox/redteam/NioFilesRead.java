// expect: REJECTED java.nio.file.Files#readString
import dev.boundedloop.policy.*;

public class NioFilesRead implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/etc/passwd")).isEmpty()
                    ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
    }
}
