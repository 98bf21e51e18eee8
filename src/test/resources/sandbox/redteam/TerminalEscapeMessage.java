// expect: ERROR java.lang.IllegalStateException
import dev.boundedloop.policy.*;

public class TerminalEscapeMessage implements AdmissionPolicy {
    // a message that would clear the reader's screen, retitle the window, hide a link and, after a
    // carriage return, print a result line of the grader's own; the CLI shows it all as escapes
    public Admission decide(AdmissionState s) {
        throw new IllegalStateException("\u001b[2J\u001b[H\u001b]0;all tests passed\u0007"
                + "\u001b]8;;https://evil.example/\u001b\\solution\u001b]8;;\u001b\\\r\nGRADED score 109/109\n");
    }
}
