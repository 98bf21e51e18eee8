// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class StreamSortedLoop implements AdmissionPolicy {
    // a stream's pipeline, its sort included, runs inside the JDK
    public Admission decide(AdmissionState s) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            names.add("name" + (i * 31 % 50_000));
        }
        long total = 0;
        while (true) {
            total += names.stream().sorted().distinct().count();
        }
    }
}
