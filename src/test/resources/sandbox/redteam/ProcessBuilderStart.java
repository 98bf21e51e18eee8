// expect: REJECTED java.lang.ProcessBuilder#<init>
import dev.boundedloop.policy.*;

public class ProcessBuilderStart implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            new ProcessBuilder("sh", "-c", "id").start();
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
