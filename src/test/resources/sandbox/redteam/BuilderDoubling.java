// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class BuilderDoubling implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder("x");
        while (true) {
            text.append(text);
        }
    }
}
