import dev.boundedloop.policy.*;

// Correct, but the first decision recurses until the JVM's stack runs out and swallows the error.
// An overflow can strike inside a JDK class's static initialiser and leave it broken, so the worker
// that ran this must not grade anyone else.
public class CatchesOneStackOverflow implements AdmissionPolicy {
    private static boolean dived;

    private static int dive(int depth) {
        try {
            return dive(depth + 1);
        } catch (StackOverflowError bottom) {
            return depth;
        }
    }

    public Admission decide(AdmissionState s) {
        if (!dived) {
            dived = true;
            dive(0);
        }
        if (s.usedCalls() >= s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
