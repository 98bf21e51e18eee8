// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class CollidingStringKeys implements AdmissionPolicy {
    // "Aa" and "BB" share a hash: 2^16 strings of 32 characters all land in one bin
    public Admission decide(AdmissionState s) {
        List<String> keys = new ArrayList<>(List.of(""));
        for (int round = 0; round < 16; round++) {
            List<String> longer = new ArrayList<>();
            for (String key : keys) {
                longer.add(key + "Aa");
                longer.add(key + "BB");
            }
            keys = longer;
        }
        Map<String, Integer> flood = new HashMap<>();
        long hits = 0;
        while (true) {
            for (String key : keys) {
                flood.merge(key, 1, Integer::sum);
                hits += flood.get(key);
            }
        }
    }
}
