// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class JoinOfRepeatedString implements AdmissionPolicy {
    // one 100,000-character string, referenced 10,000 times: joining copies it every time
    public Admission decide(AdmissionState s) {
        String big = "j".repeat(100_000);
        List<String> many = Collections.nCopies(10_000, big);
        String joined = String.join(",", many);
        return joined.isEmpty() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
