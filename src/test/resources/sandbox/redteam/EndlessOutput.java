// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class EndlessOutput implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        while (true) {
            System.out.println("spam spam spam spam");
        }
    }
}
