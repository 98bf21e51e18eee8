// expect: REJECTED java.lang.Object#wait
import dev.boundedloop.policy.*;

public class WaitOnApiRecord implements AdmissionPolicy {
    // javac names Object as the owner of wait, even on the API's record
    public Admission decide(AdmissionState s) {
        try {
            s.wait(1000);
        } catch (InterruptedException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
