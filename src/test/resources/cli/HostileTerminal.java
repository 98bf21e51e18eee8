import dev.boundedloop.policy.*;

public class HostileTerminal implements AdmissionPolicy {
    // Everything here aims at the terminal of whoever reads the grading summary: a screen clear,
    // cursor moves, window-title and hyperlink OSC sequences, a carriage return and newlines that
    // forge a "GRADED score 109/109" line, a C1 CSI, bidi overrides and isolates, DEL, and a lone
    // surrogate. It answers correctly except when the call limit is reached, where it throws.
    static final String FORGED = "\r\u001b[2K\nGRADED score 109/109\n";
    static final String ATTACK = "\u001b[2J\u001b[H\u001b]0;owned\u0007\u001b]8;;https://evil.example/\u001b\\click"
            + "\u001b]8;;\u001b\\" + FORGED + "\u009b2J\u009d0;c1 title\u009c\u202eevil\u202c\u2067iso\u2069\u007f\ud800";

    public Admission decide(AdmissionState s) {
        System.out.print(ATTACK);
        if (s.usedCalls() >= s.maxCalls()) {
            throw new IllegalStateException(ATTACK);
        }
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
