// expect: REJECTED java.lang.reflect.Method#invoke
import dev.boundedloop.policy.*;

public class ReflectiveInvoke implements AdmissionPolicy {
    public Admission decide(AdmissionState s) throws RuntimeException {
        try {
            java.lang.reflect.Method exit = Class.forName("java.lang.System").getMethod("exit", int.class);
            exit.invoke(null, 0);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return Admission.CALL;
    }
}
