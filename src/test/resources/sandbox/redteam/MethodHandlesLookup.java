// expect: REJECTED java.lang.invoke.MethodHandles#lookup
import dev.boundedloop.policy.*;

public class MethodHandlesLookup implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            java.lang.invoke.MethodHandle exit = java.lang.invoke.MethodHandles.lookup().findStatic(System.class, "exit",
                    java.lang.invoke.MethodType.methodType(void.class, int.class));
            exit.invoke(0);
        } catch (Throwable t) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
