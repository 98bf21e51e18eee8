// expect: REJECTED java.lang.Runtime#getRuntime
import dev.boundedloop.policy.*;

public class RuntimeSupplierReference implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.function.Supplier<Object> runtime = Runtime::getRuntime;
        return runtime.get() == null ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
