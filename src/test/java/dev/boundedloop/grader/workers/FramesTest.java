package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.ReportBounds;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Frames over the protocol's limit, in both directions, and the retry request that carries finished cases. */
class FramesTest {

    @Test
    void aFrameOverTheLimitIsRefusedBeforeAByteOfItIsWritten() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        assertThatThrownBy(() -> Frames.write(out, new byte[Frames.MAX_FRAME_BYTES + 1])).isInstanceOf(Frames.TooLarge.class);
        assertThat(out.size()).isZero();
    }

    @Test
    void anOversizedFrameIsSkippedSoTheNextFrameStillReads() throws IOException {
        byte[] head = "{\"type\":\"REPORT\",\"jobId\":42,\"value\":null".getBytes(StandardCharsets.US_ASCII);
        int length = Frames.MAX_FRAME_BYTES + 10;
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.write(new byte[] {0x41, 0x47, 0x52, 0x31, (byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length});
        stream.write(Arrays.copyOf(head, length));
        Frames.write(stream, "{\"type\":\"READY\",\"jobId\":0}".getBytes(StandardCharsets.US_ASCII));
        ByteArrayInputStream in = new ByteArrayInputStream(stream.toByteArray());

        Frames.Oversized skipped = null;
        try {
            Frames.read(in);
        } catch (Frames.Oversized e) {
            skipped = e;
        }

        assertThat(skipped).isNotNull();
        WorkerEvent event = WorkerEvent.oversized(skipped);
        assertThat(event.type()).isEqualTo(WorkerEvent.OVERSIZED);
        assertThat(event.value()).isEqualTo(WorkerEvent.REPORT);
        assertThat(event.jobId()).isEqualTo(42);
        assertThat(event.frameBytes()).isEqualTo(length);
        assertThat(new String(Frames.read(in), StandardCharsets.US_ASCII)).isEqualTo("{\"type\":\"READY\",\"jobId\":0}");
    }

    @Test
    void theProtocolWritesAnEventsTypeAndJobFirstSoASkippedFrameCanBeNamed() {
        byte[] frame = WorkerJson.MAPPER.writeValueAsBytes(WorkerEvent.finished(7, execution("a", 1)));

        assertThat(new String(frame, StandardCharsets.US_ASCII)).startsWith("{\"type\":\"CASE\",\"jobId\":7,");
    }

    @Test
    void aRetryCarryingMoreFinishedCasesThanAFrameHoldsSendsTheirOutcomesAndPointsInstead() {
        // Each case just within its bound; 1,500 of them, as a suite of that many cases would send, take 45 MB.
        Map<String, CaseExecution> finished = new LinkedHashMap<>();
        for (int i = 0; i < 1_500; i++) {
            finished.put("case-" + i, execution("case-" + i, 5));
        }
        WorkerRequest request = new WorkerRequest(9, "sha", false, null, "AA==", Map.of(), finished, true, null, false);

        byte[] frame = request.frame();

        assertThat(Frames.fits(frame)).isTrue();
        WorkerRequest read = WorkerJson.MAPPER.readValue(frame, WorkerRequest.class);
        assertThat(read.finishedEarlier()).hasSize(1_500);
        assertThat(read.finishedEarlier().values()).allSatisfy(e -> {
            assertThat(e.result().outcome()).isEqualTo(CaseOutcome.FAIL);
            assertThat(e.result().maxPoints()).isEqualTo(2);
            assertThat(e.result().observed()).isNull();
            assertThat(e.result().message()).contains("[details left out: ");
        });
    }

    @Test
    void aRetryThatFitsAFrameCarriesItsFinishedCasesWhole() {
        Map<String, CaseExecution> finished = Map.of("a", execution("a", 1));
        WorkerRequest request = new WorkerRequest(9, "sha", false, null, "AA==", Map.of(), finished, true, null, false);

        WorkerRequest read = WorkerJson.MAPPER.readValue(request.frame(), WorkerRequest.class);

        assertThat(read.finishedEarlier().get("a").result()).isEqualTo(finished.get("a").result());
    }

    /** A failed case whose observed value holds {@code entries} texts of 990 accents: about 6 KB each on the wire. */
    private static CaseExecution execution(String id, int entries) {
        CaseResult result = new CaseResult(id, "name", Category.BOUNDARY, Visibility.HIDDEN, CaseOutcome.FAIL, 0, 2,
                null, "expected", Collections.nCopies(entries, "\u00e9".repeat(990)), "differs", "");
        assertThat(WorkerJson.MAPPER.writeValueAsBytes(result).length).isLessThanOrEqualTo(ReportBounds.CASE_BYTES);
        return new CaseExecution(result, null);
    }
}
