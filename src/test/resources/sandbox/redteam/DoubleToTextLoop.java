// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class DoubleToTextLoop implements AdmissionPolicy {
    // an extreme exponent takes the JDK's big-number path: microseconds per conversion
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder();
        double tiny = -1.2345678901234567E-300;
        while (true) {
            text.setLength(0);
            text.append(tiny);
            String again = "" + tiny + String.valueOf(tiny);
        }
    }
}
