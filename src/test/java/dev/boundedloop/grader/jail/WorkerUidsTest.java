package dev.boundedloop.grader.jail;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.LockProbe;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Worker uids are held by file locks a whole host shares, and no two live workers get the same one. */
@ProcessTest
class WorkerUidsTest {

    @TempDir Path folder;

    @Test
    void twoSetsOfUidsInOneJvmHandOutDifferentUidsAndKeepEachOthersLocks() throws Exception {
        WorkerUids first = new WorkerUids(1_000, 10, folder);
        WorkerUids second = new WorkerUids(1_000, 10, folder);

        int a = first.take();
        int b = second.take();

        assertThat(b).isNotEqualTo(a);
        assertThat(LockProbe.heldAsAnotherProcessSees(folder.resolve(Integer.toString(a))))
                .as("the first uid, after the second set looked at it").isTrue();
        assertThat(LockProbe.heldAsAnotherProcessSees(folder.resolve(Integer.toString(b)))).isTrue();

        first.give(a);
        assertThat(LockProbe.heldAsAnotherProcessSees(folder.resolve(Integer.toString(a)))).as("given back").isFalse();
        assertThat(second.take()).as("the lowest free uid again").isEqualTo(a);
        second.give(a);
        second.give(b);
    }
}
