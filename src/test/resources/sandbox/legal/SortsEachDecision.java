// legal: sorts an array, a list and a stream on every decision; bounded work, charged the same on any machine
import dev.boundedloop.policy.*;
import java.util.*;

public class SortsEachDecision implements AdmissionPolicy {

    private static final int[] BASE = new int[128];

    static {
        int x = 17;
        for (int i = 0; i < BASE.length; i++) {
            x = (x * 1_103_515_245 + 12_345) & 0x7fff_ffff;
            BASE[i] = x % 1000;
        }
    }

    public Admission decide(AdmissionState s) {
        int[] numbers = BASE.clone();
        Arrays.sort(numbers);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            list.add(numbers[(i * 37) % numbers.length]);
        }
        Collections.sort(list, Comparator.reverseOrder());
        list.sort(null);
        int smallest = list.stream().sorted().findFirst().orElse(0);
        if (numbers[0] != smallest && Arrays.binarySearch(numbers, smallest) < 0) {
            throw new IllegalStateException("sorting disagrees");
        }
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
