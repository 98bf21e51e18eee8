// expect: REJECTED java.net.URI#create
import dev.boundedloop.policy.*;

public class UrlFetch implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try {
            java.net.URI.create("http://169.254.169.254/latest/meta-data/").toURL().openStream().close();
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
