// expect: ERROR dev.boundedloop.grader.sandbox.runtime.NondeterminismRefused
import dev.boundedloop.policy.*;
import java.util.*;

public class IdentityKeysInHashSet implements AdmissionPolicy {
    // without hashCode, a HashSet orders these by identity hash: the first element differs by run
    static final class Rule {
        final Admission answer;

        Rule(Admission answer) {
            this.answer = answer;
        }
    }

    public Admission decide(AdmissionState s) {
        Set<Rule> rules = new HashSet<>();
        for (Admission answer : Admission.values()) {
            rules.add(new Rule(answer));
        }
        return rules.iterator().next().answer;
    }
}
