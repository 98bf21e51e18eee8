// legal: arrays of one and two dimensions, Arrays helpers, clone, labelled loops and a do-while
import dev.boundedloop.policy.*;
import java.util.Arrays;

public class ArraysAndLoops implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        long[][] table = new long[2][3];
        table[0] = new long[] {s.usedCalls(), s.maxCalls(), 0};
        table[1] = Arrays.copyOf(new long[] {s.spentCents(), s.nextCostCents(), s.budgetCents()}, 3);
        long[] money = table[1].clone();
        Admission[] answers = {Admission.MODEL_CALL_LIMIT, Admission.MODEL_COST_LIMIT};
        int verdict = -1;
        outer:
        for (int row = 0; row < table.length; row++) {
            int column = 0;
            do {
                if (row == 0 && column == 0 && table[0][0] >= table[0][1]) {
                    verdict = 0;
                    break outer;
                }
                if (row == 1 && column == 0 && money[0] + money[1] > money[2]) {
                    verdict = 1;
                    break outer;
                }
                column++;
            } while (column < 3);
        }
        Admission[] sorted = answers.clone();
        Arrays.sort(sorted);
        return verdict < 0 ? Admission.CALL : sorted[verdict];
    }
}
