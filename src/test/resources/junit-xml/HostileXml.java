import dev.boundedloop.policy.*;

public class HostileXml implements AdmissionPolicy {
    // Everything here aims at the XML report: a NUL and other chars XML 1.0 forbids, a CDATA end,
    // markup, entity references, a DOCTYPE, quotes, half surrogate pairs and U+FFFE. It answers
    // correctly except when the call limit is reached, where it throws with the same text.
    static final String ATTACK = "\u0000nul ]]> <x>&amp;&lt;\"'</testcase> <!DOCTYPE x [<!ENTITY e 'e'>]>&e; \u0001\u0008"
            + "\u000b\u000c\u001b[2J\u007f\u0085 \ud800 \udc00 \ufffe\uffff \r\n second line \ud83d\ude00 end";

    public Admission decide(AdmissionState s) {
        System.out.print(ATTACK);
        if (s.usedCalls() >= s.maxCalls()) {
            throw new IllegalStateException(ATTACK);
        }
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
