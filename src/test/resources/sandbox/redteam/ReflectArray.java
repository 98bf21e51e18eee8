// expect: REJECTED java.lang.reflect.Array#newInstance
import dev.boundedloop.policy.*;

public class ReflectArray implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        Object array = java.lang.reflect.Array.newInstance(long.class, 1 << 30);
        return array == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
