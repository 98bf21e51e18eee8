package dev.boundedloop.grader.sandbox.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Output printed after the capture is full is charged from the writes its first printing made,
 * without being encoded again: the fuel must be exactly what the JDK's print stream charges by
 * encoding every text into the same sink, so that a report never depends on which path a print took.
 */
class DroppedOutputChargeTest {

    private static final int CAP = 64;
    private static final long PLENTY = 1L << 40;

    private record Printed(long fuel, String text) {}

    @Test
    void aFloodOfRepeatedTextsCostsWhatEncodingItDoes() {
        String line = "y".repeat(999);
        CaptureStream replaying = new CaptureStream(CAP);
        assertSameCharges(replaying, out -> {
            for (int i = 0; i < 200; i++) {
                out.println(line);
            }
        });

        // Each println is two prints, the text and the line separator: after the first of each, replays.
        assertThat(replaying.replayedPrints()).isEqualTo(2 * 200 - 2);
    }

    @Test
    void textsAcrossTheEncodersBufferAndBeyondAsciiCostWhatEncodingThemDoes() {
        List<String> texts = List.of("a".repeat(8191), "b".repeat(8192), "c".repeat(8193), "d".repeat(16384),
                "e".repeat(20000), "é".repeat(5000), "😀".repeat(3000), "x😀".repeat(4097), "\u00ff".repeat(8192));
        assertSameCharges(new CaptureStream(CAP), out -> {
            for (int round = 0; round < 3; round++) {
                texts.forEach(out::print);
                texts.forEach(out::println);
            }
        });
    }

    @Test
    void aHighSurrogateHeldBackByTheEncoderIsJoinedToTheNextTextOnBothPaths() {
        String endsHigh = "tail\uD83D";
        String next = "next".repeat(100);
        assertSameCharges(new CaptureStream(CAP), out -> {
            for (int round = 0; round < 3; round++) {
                out.print(next);
                out.print(endsHigh);
                out.print(next);
                out.print('\uD83D');
                out.print(next);
                out.print(new char[] {'a', '\uD83D'});
                out.print(next);
                out.print("");
                out.print(next);
            }
        });
    }

    @Test
    void nullsObjectsFormatsAndCharactersCostWhatEncodingThemDoes() {
        List<Integer> list = List.of(1, 2, 3);
        assertSameCharges(new CaptureStream(CAP), out -> {
            for (int round = 0; round < 3; round++) {
                out.print((String) null);
                out.println((String) null);
                out.print((Object) list);
                out.println((Object) list);
                out.printf("%08d %s%n", round, "z".repeat(100));
                out.append("appended").append('!');
                out.print(42);
                out.println();
                out.write('b');
            }
        });
    }

    @Test
    void aClosedStreamChargesNothingOnEitherPath() {
        String line = "y".repeat(999);
        assertSameCharges(new CaptureStream(CAP), out -> {
            out.println(line);
            out.println(line);
            out.close();
            out.println(line);
            out.println(line);
        });
    }

    @Test
    void aWriteOutsideItsArrayIsRefusedThoughNothingMoreIsKept() {
        CaptureStream out = new CaptureStream(CAP);
        try (Session session = Sandbox.open(PLENTY, PLENTY)) {
            out.print("f".repeat(CAP));

            assertThatThrownBy(() -> out.write(new byte[4], -1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        }
    }

    @Test
    void fuelRunsOutAtTheSamePrintOnBothPaths() {
        String line = "y".repeat(999);
        int replaying = printsBeforeFuelRunsOut(new CaptureStream(CAP), line);
        int encoding = printsBeforeFuelRunsOut(jdkStream(new CaptureSink(CAP)), line);

        assertThat(replaying).isEqualTo(encoding).isBetween(10, 1000);
    }

    @Test
    void repeatedTextsAreReplayedOnlyOnceTheCaptureIsFull() {
        CaptureStream out = new CaptureStream(CAP);
        try (Session session = Sandbox.open(PLENTY, PLENTY)) {
            for (int i = 0; i < 10; i++) {
                out.print("0123456789");
            }
        }

        // 64 bytes fill the capture on the seventh print; the first print after that is encoded and
        // remembered, and the two after it are replayed.
        assertThat(out.replayedPrints()).isEqualTo(2);
        assertThat(out.text()).isEqualTo("0123456789".repeat(7).substring(0, CAP) + "\n[truncated]");
    }

    private static void assertSameCharges(CaptureStream replaying, Consumer<PrintStream> prints) {
        Printed replayed = print(replaying, replaying::text, prints);
        CaptureSink sink = new CaptureSink(CAP);
        PrintStream encoding = jdkStream(sink);
        Printed encoded = print(encoding, () -> {
            encoding.flush();
            return sink.text();
        }, prints);

        assertThat(replayed.fuel()).isEqualTo(encoded.fuel());
        assertThat(replayed.text()).isEqualTo(encoded.text());
    }

    /** The JDK's own print stream over a sink, as learner output was printed before replays. */
    private static PrintStream jdkStream(CaptureSink sink) {
        return new PrintStream(sink, false, StandardCharsets.UTF_8) {};
    }

    private static Printed print(PrintStream out, Supplier<String> text, Consumer<PrintStream> prints) {
        try (Session session = Sandbox.open(PLENTY, PLENTY)) {
            out.print("f".repeat(CAP));
            prints.accept(out);
            return new Printed(session.fuelUsed(), text.get());
        }
    }

    private static int printsBeforeFuelRunsOut(PrintStream out, String line) {
        int[] printed = {0};
        try (Session session = Sandbox.open(5_000, PLENTY)) {
            out.print("f".repeat(CAP));
            assertThatThrownBy(() -> {
                while (true) {
                    out.println(line);
                    printed[0]++;
                }
            }).isInstanceOf(SandboxAbort.class);
            assertThat(session.abort()).contains(AbortKind.FUEL);
        }
        return printed[0];
    }
}
