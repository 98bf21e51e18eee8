// expect: REJECTED java.util.Collections#shuffle
import dev.boundedloop.policy.*;
import java.util.*;

public class ShuffleOrder implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        List<Admission> answers = new ArrayList<>(List.of(Admission.values()));
        Collections.shuffle(answers);
        return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : answers.get(0) == Admission.CALL ? Admission.CALL : Admission.CALL;
    }
}
