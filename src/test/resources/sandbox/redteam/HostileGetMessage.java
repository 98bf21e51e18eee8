// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class HostileGetMessage implements AdmissionPolicy {
    // the grader describes the exception inside the session, so this loop is metered too
    public Admission decide(AdmissionState s) {
        throw new IllegalStateException() {
            @Override
            public String getMessage() {
                while (true) { }
            }
        };
    }
}
