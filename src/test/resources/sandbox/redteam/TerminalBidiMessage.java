// expect: ERROR TerminalBidiMessage$1
import dev.boundedloop.policy.*;

public class TerminalBidiMessage implements AdmissionPolicy {
    // "Trojan source" in a message: bidi overrides and isolates reorder what the reader sees, a C1
    // CSI (one char, no ESC) clears the screen, DEL, and half a surrogate pair that no UTF-8 file
    // can hold; the CLI must still write every report file
    public Admission decide(AdmissionState s) {
        throw new IllegalArgumentException() {
            @Override
            public String getMessage() {
                return "\u202eSSAP\u202c \u2066GRADED\u2069 \u009b2J\u009b1;1H\u007f \ud800";
            }
        };
    }
}
