// expect: REJECTED java.lang.System#exit
import dev.boundedloop.policy.*;

public class SystemExit implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        System.exit(0);
        return Admission.CALL;
    }
}
