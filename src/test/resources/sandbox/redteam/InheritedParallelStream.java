// expect: REJECTED java.util.ArrayList#parallelStream
import dev.boundedloop.policy.*;

public class InheritedParallelStream implements AdmissionPolicy {
    // the learner's own subclass inherits parallelStream: it is judged as the JDK member it is
    static final class Calls extends java.util.ArrayList<Integer> { }

    public Admission decide(AdmissionState s) {
        Calls calls = new Calls();
        calls.add(s.usedCalls());
        return calls.parallelStream().count() > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
