// expect: REJECTED java.lang.System#exit
import dev.boundedloop.policy.*;

public class ExitMethodReference implements AdmissionPolicy {
    // System::exit is an invokedynamic whose implementation handle names System.exit
    public Admission decide(AdmissionState s) {
        java.util.function.IntConsumer quit = System::exit;
        quit.accept(s.usedCalls());
        return Admission.CALL;
    }
}
