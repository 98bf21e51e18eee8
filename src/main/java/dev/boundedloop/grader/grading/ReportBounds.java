package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.text.LearnerText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The sizes a report may take whatever a source returns, so that no legal source can make a report
 * too large for the worker protocol, the database or a person: each text within a case, each list,
 * each case, each transcript, and the report as a whole. What goes over is cut with a visible mark,
 * or, for a whole case, recorded without its details and a note that says so; a case is never lost.
 * Sizes are the JSON bytes the worker protocol would write ({@link JsonSize}). Every cap sits well
 * above what the catalogues' and corpora's reports use (at most 270 chars in a value, 173 entries
 * in a list, 10 KB in a case, 8 KB in a transcript), so only a hostile source's reports change.
 */
public final class ReportBounds {

    /** A string within a case's input, expected or observed value, or within a transcript's message. */
    public static final int VALUE_CHARS = 1_000;
    /** A list within those values keeps this many entries, then one that says how many more there were. */
    public static final int VALUE_ENTRIES = 100;
    /** A case's message: the first difference, or what the learner's code threw. */
    public static final int MESSAGE_CHARS = 2_000;
    public static final int NAME_CHARS = 200;
    /** A case's line in the report, its transcripts apart. */
    public static final int CASE_BYTES = 32 * 1024;
    public static final int TRANSCRIPT_BYTES = 16 * 1024;
    /** Every case and transcript of a report together; a report stored, read or sent stays near this. */
    public static final int REPORT_BYTES = 256 * 1024;

    /** What the message and output of a case without its details keep. */
    private static final int LEFT_OUT_KEEPS_CHARS = 500;
    /** A case's field names and punctuation, beside its values. */
    private static final int CASE_OVERHEAD = 200;
    /** Room kept for the note that ends a cut transcript. */
    private static final int NOTE_BYTES = 300;
    private static final String NO_ROOM = "the report had no room left for them (a report keeps " + kilobytes(REPORT_BYTES) + ")";
    static final String NOTE_ROLE = "grader";

    private ReportBounds() {}

    /** One case's execution within the text, list, case and transcript caps. */
    static CaseExecution bounded(CaseExecution execution) {
        CaseResult r = execution.result();
        CaseResult cut = new CaseResult(r.id(), LearnerText.cut(r.name(), NAME_CHARS), r.category(), r.visibility(),
                r.outcome(), r.points(), r.maxPoints(), value(r.input()), value(r.expected()), value(r.observed()),
                LearnerText.cut(r.message(), MESSAGE_CHARS), r.stdout());
        long size = size(cut);
        if (size > CASE_BYTES) {
            cut = withoutDetails(cut, "they took " + kilobytes(size) + ", more than the "
                    + kilobytes(CASE_BYTES) + " a case may keep");
        }
        return new CaseExecution(cut, execution.transcript() == null ? null : bounded(execution.transcript()));
    }

    /**
     * The cases and transcripts of one report within {@link #REPORT_BYTES}: in report order, each
     * case keeps what fits; a case that does not fit keeps its outcome and points, its printed
     * output is cut short, its transcripts become a note, and then its details do too.
     */
    static Within within(List<CaseResult> cases, List<CaseTranscript> transcripts) {
        Set<String> caseIds = cases.stream().map(CaseResult::id).collect(Collectors.toSet());
        Map<String, Long> transcriptBytes = new HashMap<>();
        Map<String, Integer> transcriptCount = new HashMap<>();
        // Room is kept first for what every case keeps in any event: its line without details, a note
        // for each transcript, and any transcript that belongs to no case here.
        long room = REPORT_BYTES;
        for (CaseTranscript transcript : transcripts) {
            if (caseIds.contains(transcript.caseId())) {
                transcriptBytes.merge(transcript.caseId(), size(transcript), Long::sum);
                transcriptCount.merge(transcript.caseId(), 1, Integer::sum);
                room -= NOTE_BYTES;
            } else {
                room -= size(transcript);
            }
        }
        List<CaseResult> summaries = cases.stream().map(c -> withoutDetails(c, NO_ROOM)).toList();
        room -= summaries.stream().mapToLong(ReportBounds::size).sum();
        // Details come before printed output, which a person needs least: first each case, in report
        // order, keeps its details with its output short; then the room left gives outputs back whole.
        List<CaseResult> kept = new ArrayList<>(cases.size());
        boolean[] detailed = new boolean[cases.size()];
        Set<String> transcriptsNoted = new HashSet<>();
        int detailsLeftOut = 0;
        for (int i = 0; i < cases.size(); i++) {
            CaseResult quieter = withShortOutput(cases.get(i));
            String id = quieter.id();
            long caseExtra = Math.max(0, size(quieter) - size(summaries.get(i)));
            long transcriptExtra = Math.max(0, transcriptBytes.getOrDefault(id, 0L)
                    - (long) NOTE_BYTES * transcriptCount.getOrDefault(id, 0));
            if (caseExtra + transcriptExtra > room && transcriptCount.containsKey(id)) {
                transcriptsNoted.add(id);
                transcriptExtra = 0;
            }
            detailed[i] = caseExtra + transcriptExtra <= room;
            if (detailed[i]) {
                kept.add(quieter);
                room -= caseExtra + transcriptExtra;
            } else {
                kept.add(summaries.get(i));
                detailsLeftOut++;
            }
        }
        int outputsShortened = 0;
        for (int i = 0; i < cases.size(); i++) {
            if (detailed[i] && kept.get(i) != cases.get(i)) {
                long wholeOutput = size(cases.get(i)) - size(kept.get(i));
                if (wholeOutput <= room) {
                    kept.set(i, cases.get(i));
                    room -= wholeOutput;
                } else {
                    outputsShortened++;
                }
            }
        }
        List<CaseTranscript> keptTranscripts = transcripts.stream()
                .map(t -> transcriptsNoted.contains(t.caseId()) ? noteOnly(t.caseId()) : t)
                .toList();
        int transcriptsLeftOut = (int) keptTranscripts.stream().filter(t -> transcriptsNoted.contains(t.caseId())).count();
        return new Within(kept, keptTranscripts, detailsLeftOut, transcriptsLeftOut, outputsShortened);
    }

    /**
     * A report's cases and transcripts after {@link #within}, and how many of each had to give way.
     */
    record Within(List<CaseResult> cases, List<CaseTranscript> transcripts, int casesWithoutDetails,
            int transcriptsLeftOut, int outputsShortened) {

        /** For the report's message: what was left out, or "" when nothing was. */
        String note() {
            if (casesWithoutDetails == 0 && transcriptsLeftOut == 0 && outputsShortened == 0) {
                return "";
            }
            List<String> parts = new ArrayList<>();
            if (outputsShortened > 0) {
                parts.add("the printed output past the first " + LEFT_OUT_KEEPS_CHARS + " chars of " + outputsShortened
                        + (outputsShortened == 1 ? " case" : " cases"));
            }
            if (casesWithoutDetails > 0) {
                parts.add("the details of " + casesWithoutDetails + (casesWithoutDetails == 1 ? " case" : " cases"));
            }
            if (transcriptsLeftOut > 0) {
                parts.add(transcriptsLeftOut + (transcriptsLeftOut == 1 ? " transcript" : " transcripts"));
            }
            return "; " + String.join(" and ", parts) + " were left out, since a report keeps at most "
                    + kilobytes(REPORT_BYTES);
        }
    }

    /**
     * The report with every case reduced to its outcome, points and a short message, and no
     * transcripts: what a worker sends in the one case its report would not fit a frame.
     */
    public static GradingReport summaryOnly(GradingReport report, String why) {
        return new GradingReport(report.status(), report.score(), report.maxScore(), report.message() + "; " + why,
                report.diagnostics(), report.violations(),
                report.cases().stream().map(c -> withoutDetails(c, why)).toList(), List.of(), report.suite(),
                report.source(), report.timings());
    }

    /** The case with its outcome and points, a short message and no transcript. */
    public static CaseExecution withoutDetails(CaseExecution execution, String why) {
        return new CaseExecution(withoutDetails(execution.result(), why), null);
    }

    /** The case's outcome and points, its message and output shortened, and a note saying why its details are gone. */
    static CaseResult withoutDetails(CaseResult r, String why) {
        String note = "[details left out: " + why + "]";
        String message = r.message() == null ? note : LearnerText.cut(r.message(), LEFT_OUT_KEEPS_CHARS) + " " + note;
        return new CaseResult(r.id(), LearnerText.cut(r.name(), NAME_CHARS), r.category(), r.visibility(), r.outcome(),
                r.points(), r.maxPoints(), null, null, null, message, LearnerText.cut(r.stdout(), LEFT_OUT_KEEPS_CHARS));
    }

    /** The case with its printed output cut to what a case without details keeps; the same case when it printed less. */
    private static CaseResult withShortOutput(CaseResult r) {
        String stdout = LearnerText.cut(r.stdout(), LEFT_OUT_KEEPS_CHARS);
        return stdout == r.stdout() ? r : new CaseResult(r.id(), r.name(), r.category(), r.visibility(), r.outcome(),
                r.points(), r.maxPoints(), r.input(), r.expected(), r.observed(), r.message(), stdout);
    }

    /** A transcript within {@link #TRANSCRIPT_BYTES}: its first messages, then a note saying how many more there were. */
    static CaseTranscript bounded(CaseTranscript transcript) {
        List<Map<String, Object>> messages = transcript.messages();
        List<Map<String, Object>> kept = new ArrayList<>();
        boolean changed = false;
        long used = JsonSize.of(transcript.caseId()) + 30;
        for (int i = 0; i < messages.size(); i++) {
            Map<String, Object> message = messages.get(i);
            @SuppressWarnings("unchecked")
            Map<String, Object> cut = (Map<String, Object>) value(message);
            long size = JsonSize.of(cut) + 1;
            if (used + size > TRANSCRIPT_BYTES - NOTE_BYTES) {
                kept.add(note(LearnerText.moreLeftOut(messages.size() - i, "messages") + ", since a transcript keeps "
                        + kilobytes(TRANSCRIPT_BYTES)));
                changed = true;
                break;
            }
            changed |= cut != message;
            kept.add(cut);
            used += size;
        }
        return changed ? new CaseTranscript(transcript.caseId(), List.copyOf(kept)) : transcript;
    }

    private static CaseTranscript noteOnly(String caseId) {
        return new CaseTranscript(caseId, List.of(note("…[truncated: this run's transcript was left out, since the report "
                + "had no room left for it (a report keeps " + kilobytes(REPORT_BYTES) + ")]")));
    }

    private static Map<String, Object> note(String content) {
        Map<String, Object> note = new LinkedHashMap<>();
        note.put("role", NOTE_ROLE);
        note.put("content", content);
        return Collections.unmodifiableMap(note);
    }

    /**
     * A JSON-shaped value with its strings and lists cut to their caps; the very same object when
     * nothing needed cutting, so a report within its caps is left exactly as it was.
     */
    static Object value(Object value) {
        if (value instanceof String text) {
            return LearnerText.cut(text, VALUE_CHARS);
        }
        if (value instanceof List<?> list) {
            return list(list);
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> cut = new LinkedHashMap<>();
            boolean changed = false;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                Object entryValue = value(entry.getValue());
                changed |= entryValue != entry.getValue();
                cut.put(entry.getKey(), entryValue);
            }
            return changed ? Collections.unmodifiableMap(cut) : map;
        }
        return value;
    }

    private static List<?> list(List<?> list) {
        List<Object> cut = new ArrayList<>(Math.min(list.size(), VALUE_ENTRIES + 1));
        boolean changed = list.size() > VALUE_ENTRIES;
        for (Object entry : list) {
            if (cut.size() == VALUE_ENTRIES) {
                cut.add(LearnerText.moreLeftOut(list.size() - VALUE_ENTRIES, "entries"));
                break;
            }
            Object entryValue = value(entry);
            changed |= entryValue != entry;
            cut.add(entryValue);
        }
        return changed ? Collections.unmodifiableList(cut) : list;
    }

    static long size(CaseResult r) {
        return CASE_OVERHEAD + JsonSize.of(r.id()) + JsonSize.of(r.name()) + JsonSize.of(r.input())
                + JsonSize.of(r.expected()) + JsonSize.of(r.observed()) + JsonSize.of(r.message()) + JsonSize.of(r.stdout());
    }

    static long size(CaseTranscript t) {
        return 30 + JsonSize.of(t.caseId()) + JsonSize.of(t.messages());
    }

    private static String kilobytes(long bytes) {
        return (bytes + 1023) / 1024 + " KB";
    }
}
