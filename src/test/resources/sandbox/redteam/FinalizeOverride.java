// expect: REJECTED FinalizeOverride#finalize
import dev.boundedloop.policy.*;

public class FinalizeOverride implements AdmissionPolicy {
    // a finalizer runs on the JVM's finalizer thread, outside any session
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }

    @Override
    protected void finalize() {
        while (true) { }
    }
}
