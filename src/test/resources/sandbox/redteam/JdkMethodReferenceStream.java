// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class JdkMethodReferenceStream implements AdmissionPolicy {
    // no learner lambda runs per element: Math::abs is bridged through the learner's class so it is metered
    public Admission decide(AdmissionState s) {
        return java.util.stream.Stream.iterate(0L, Math::abs).count() > 0 ? Admission.CALL : Admission.CALL;
    }
}
