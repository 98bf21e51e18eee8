// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class BuilderInsertFront implements AdmissionPolicy {
    // every insert at the front moves the whole builder
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder("x".repeat(1_000_000));
        while (true) {
            text.insert(0, 'y');
            text.deleteCharAt(0);
        }
    }
}
