// expect: REJECTED NativeMethod#peek
import dev.boundedloop.policy.*;

public class NativeMethod implements AdmissionPolicy {
    private static native long peek(long address);

    public Admission decide(AdmissionState s) {
        return peek(0) == 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
