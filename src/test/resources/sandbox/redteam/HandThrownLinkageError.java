// expect: ERROR java.lang.NoSuchFieldError
import dev.boundedloop.policy.*;

public class HandThrownLinkageError implements AdmissionPolicy {
    // a linkage error the JVM never raised: the learner's ERROR, not a damaged worker
    public Admission decide(AdmissionState s) {
        throw new NoSuchFieldError("budgetCents");
    }
}
