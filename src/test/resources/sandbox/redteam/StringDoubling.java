// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class StringDoubling implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        String text = "x";
        while (true) {
            text = text + text;
        }
    }
}
