// legal: a custom exception for control flow, try/finally, multi-catch and try-with-resources
import dev.boundedloop.policy.*;

public class ExceptionsFlow implements AdmissionPolicy {

    static final class Refused extends RuntimeException {
        final Admission admission;

        Refused(Admission admission) {
            super(admission.name(), null, false, false);
            this.admission = admission;
        }
    }

    static final class Audit implements AutoCloseable {
        int closed;

        @Override
        public void close() {
            closed++;
        }
    }

    public Admission decide(AdmissionState s) {
        Audit audit = new Audit();
        try (audit) {
            check(s);
            return Admission.CALL;
        } catch (Refused refused) {
            return refused.admission;
        } catch (IllegalStateException | IllegalArgumentException unexpected) {
            throw unexpected;
        } finally {
            if (audit.closed != 1) {
                throw new AssertionError("close ran " + audit.closed + " times");
            }
        }
    }

    private static void check(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) throw new Refused(Admission.MODEL_CALL_LIMIT);
        try {
            if (s.spentCents() + s.nextCostCents() > s.budgetCents()) throw new Refused(Admission.MODEL_COST_LIMIT);
        } catch (Throwable t) {
            throw t;
        }
    }
}
