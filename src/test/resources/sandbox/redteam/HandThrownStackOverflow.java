// expect: ERROR java.lang.StackOverflowError
import dev.boundedloop.policy.*;

public class HandThrownStackOverflow implements AdmissionPolicy {
    // thrown without recursing: an ERROR of the learner's, and no reason to retire a worker
    public Admission decide(AdmissionState s) {
        throw new StackOverflowError();
    }
}
