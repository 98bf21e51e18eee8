// expect: REJECTED java.lang.Class#forName
import dev.boundedloop.policy.*;

public class ForNameComputed implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        String name = new StringBuilder("emitnuR.gnal.avaj").reverse().toString();
        try {
            Class.forName(name);
        } catch (ClassNotFoundException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
