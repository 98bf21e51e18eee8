// expect: REJECTED java.lang.String#matches
import dev.boundedloop.policy.*;

public class RegexBacktracking implements AdmissionPolicy {
    // catastrophic backtracking would run unmetered inside the JDK
    public Admission decide(AdmissionState s) {
        return "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!".matches("(a+)+b") ? Admission.CALL : Admission.CALL;
    }
}
