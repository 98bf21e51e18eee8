// expect: REJECTED java.lang.invoke.SerializedLambda#<class>
import dev.boundedloop.policy.*;

public class SerializableLambda implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        Runnable task = (Runnable & java.io.Serializable) () -> { };
        task.run();
        return Admission.CALL;
    }
}
