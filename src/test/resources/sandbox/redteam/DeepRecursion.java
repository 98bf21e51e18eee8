// expect: ERROR java.lang.StackOverflowError
import dev.boundedloop.policy.*;

public class DeepRecursion implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return decide(s);
    }
}
