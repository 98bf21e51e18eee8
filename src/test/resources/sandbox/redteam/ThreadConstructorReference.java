// expect: REJECTED java.lang.Thread#<init>
import dev.boundedloop.policy.*;

public class ThreadConstructorReference implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.function.Supplier<Object> maker = Thread::new;
        return maker.get() == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
