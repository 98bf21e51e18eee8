// expect: REJECTED java.util.Random#<init>
import dev.boundedloop.policy.*;

public class RandomStream implements AdmissionPolicy {
    // an endless stream of numbers summed entirely inside the JDK
    public Admission decide(AdmissionState s) {
        return new java.util.Random(1).ints().sum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
