// expect: REJECTED java.lang.StackWalker#getInstance
import dev.boundedloop.policy.*;

public class StackWalkerFrames implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return StackWalker.getInstance().walk(frames -> frames.count()) > 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
