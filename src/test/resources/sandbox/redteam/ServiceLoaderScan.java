// expect: REJECTED java.util.ServiceLoader#load
import dev.boundedloop.policy.*;

public class ServiceLoaderScan implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.ServiceLoader.load(Runnable.class).findFirst().isPresent() ? Admission.CALL : Admission.CALL;
    }
}
