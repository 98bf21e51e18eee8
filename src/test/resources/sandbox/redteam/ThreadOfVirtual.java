// expect: COMPILE_ERROR
import dev.boundedloop.policy.*;

public class ThreadOfVirtual implements AdmissionPolicy {
    // Thread.ofVirtual is not in release 17, so javac refuses it; the verifier would refuse java.lang.Thread anyway
    public Admission decide(AdmissionState s) {
        Thread.ofVirtual().start(() -> { while (true) { } });
        return Admission.CALL;
    }
}
