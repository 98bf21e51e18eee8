// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class BigArraySortEachDecision implements AdmissionPolicy {
    // a million-element sort is 20 million comparisons inside the JDK
    public Admission decide(AdmissionState s) {
        int[] numbers = new int[1 << 20];
        for (int i = 0; i < numbers.length; i++) {
            numbers[i] = (i * 7919) % numbers.length;
        }
        Arrays.sort(numbers);
        return numbers[0] == 0 ? Admission.CALL : Admission.MODEL_CALL_LIMIT;
    }
}
