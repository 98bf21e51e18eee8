// expect: ERROR dev.boundedloop.grader.sandbox.runtime.NondeterminismRefused
import dev.boundedloop.policy.*;
import java.util.*;
import java.util.stream.*;

public class GroupingByEnumOrder implements AdmissionPolicy {
    // groupingBy builds a HashMap keyed by enum constants, iterated in identity-hash order
    public Admission decide(AdmissionState s) {
        Map<Admission, List<Admission>> groups = Stream.of(Admission.values())
                .collect(Collectors.groupingBy(answer -> answer));
        return groups.keySet().iterator().next();
    }
}
