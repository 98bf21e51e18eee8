package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportBounds;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reports on a worker's wire, shortened by what both ends already hold. Most of a report is its
 * cases' inputs, expected and observed values and its loop transcripts, and most submissions repeat
 * them: writing and parsing that JSON was a fifth of a worker's CPU and most of the supervisor's. So a
 * whole report of each suite becomes that suite's baseline at both ends, and later reports send a
 * case field or a transcript equal to the baseline's as a bit instead of its JSON.
 *
 * <p>Both ends hold the same baselines because a worker and its supervisor read one ordered stream,
 * and both keep a baseline exactly as the supervisor parses it: the worker parses its own frame back.
 * So no object a learner's code could have reached is ever a baseline, and what the supervisor
 * rebuilds is the JSON the worker would have sent whole. A worker replaces its suite's baseline once
 * with a report of full score, which repeats the most in later reports.
 */
final class ReportBaselines {

    static final int NAME = 1;
    static final int INPUT = 1 << 1;
    static final int EXPECTED = 1 << 2;
    static final int OBSERVED = 1 << 3;
    static final int MESSAGE = 1 << 4;
    static final int STDOUT = 1 << 5;

    private final Map<String, Baseline> bySuite = new HashMap<>();

    /**
     * Worker end: the frame of a job's report. A report that becomes a baseline is kept as the
     * supervisor will parse it, read back from the frame itself.
     */
    byte[] reportFrame(long jobId, String suspicion, String suiteSha256, GradingReport report) {
        WireReport wire = encode(suiteSha256, report);
        byte[] frame = frame(jobId, suspicion, wire);
        if (!Frames.fits(frame)) {
            // Reports are bounded long before this; should one still not fit, its cases keep their outcomes.
            wire = encode(suiteSha256, ReportBounds.summaryOnly(report, Frames.NO_ROOM));
            frame = frame(jobId, suspicion, wire);
        }
        if (wire.baseline()) {
            keep(WorkerJson.MAPPER.readValue(frame, WorkerEvent.class).report());
        }
        return frame;
    }

    private static byte[] frame(long jobId, String suspicion, WireReport wire) {
        return WorkerJson.MAPPER.writeValueAsBytes(new WorkerEvent(WorkerEvent.REPORT, jobId, suspicion, wire, null, null, null));
    }

    private WireReport encode(String suiteSha256, GradingReport report) {
        Baseline baseline = bySuite.get(suiteSha256);
        if (baseline == null || baseline.replaceableBy(report)) {
            return WireReport.whole(suiteSha256, report, !report.cases().isEmpty());
        }
        return baseline.shorten(suiteSha256, report);
    }

    private void keep(WireReport parsed) {
        if (parsed.baseline()) {
            bySuite.put(parsed.suiteSha256(), new Baseline(parsed.report()));
        }
    }

    /** Supervisor end: the report the worker graded, as it would have read the whole report. */
    GradingReport decode(WireReport wire) {
        keep(wire);
        if (!wire.shortened()) {
            return wire.report();
        }
        Baseline baseline = bySuite.get(wire.suiteSha256());
        if (baseline == null) {
            throw new IllegalStateException("a report refers to suite " + wire.suiteSha256() + "'s baseline, never sent");
        }
        return baseline.restore(wire);
    }

    private static final class Baseline {

        /** A case whose every field is absent: what a shortened report holds in place of a reused field. */
        private static final CaseResult LEFT_OUT =
                new CaseResult(null, null, null, null, null, 0, 0, null, null, null, null, null);

        private final GradingReport report;
        private final Map<String, CaseResult> cases = new HashMap<>();
        private final Map<String, CaseTranscript> transcripts = new HashMap<>();

        Baseline(GradingReport report) {
            this.report = report;
            for (CaseResult result : report.cases()) {
                cases.put(result.id(), result);
            }
            Set<String> repeated = new HashSet<>();
            for (CaseTranscript transcript : report.transcripts()) {
                if (transcripts.put(transcript.caseId(), transcript) != null) {
                    repeated.add(transcript.caseId());
                }
            }
            // A case with several transcripts is sent whole: which one a mark meant would be a guess.
            transcripts.keySet().removeAll(repeated);
        }

        boolean replaceableBy(GradingReport candidate) {
            return report.score() < report.maxScore() && candidate.score() == candidate.maxScore()
                    && !candidate.cases().isEmpty();
        }

        WireReport shorten(String suiteSha256, GradingReport whole) {
            List<CaseResult> results = new ArrayList<>(whole.cases().size());
            List<Integer> fields = new ArrayList<>(whole.cases().size());
            for (CaseResult result : whole.cases()) {
                CaseResult known = cases.get(result.id());
                int reused = known == null ? 0 : reusedFields(result, known);
                fields.add(reused);
                results.add(reused == 0 ? result : without(result, reused));
            }
            List<CaseTranscript> sent = new ArrayList<>(whole.transcripts().size());
            List<Integer> reusedTranscripts = new ArrayList<>();
            for (CaseTranscript transcript : whole.transcripts()) {
                CaseTranscript known = transcripts.get(transcript.caseId());
                if (known != null && SameJson.same(transcript.messages(), known.messages())) {
                    reusedTranscripts.add(sent.size());
                    sent.add(new CaseTranscript(transcript.caseId(), List.of()));
                } else {
                    sent.add(transcript);
                }
            }
            GradingReport shortened = new GradingReport(whole.status(), whole.score(), whole.maxScore(),
                    whole.message(), whole.diagnostics(), whole.violations(), results, sent, whole.suite(),
                    whole.source(), whole.timings());
            return new WireReport(suiteSha256, false, shortened, fields, reusedTranscripts);
        }

        GradingReport restore(WireReport wire) {
            GradingReport sent = wire.report();
            List<CaseResult> results = new ArrayList<>(sent.cases().size());
            for (int i = 0; i < sent.cases().size(); i++) {
                CaseResult result = sent.cases().get(i);
                int reused = wire.reusedFields().get(i);
                results.add(reused == 0 ? result : with(result, reused, knownCase(result.id())));
            }
            List<CaseTranscript> restored = new ArrayList<>(sent.transcripts());
            for (int index : wire.reusedTranscripts()) {
                String caseId = restored.get(index).caseId();
                CaseTranscript known = transcripts.get(caseId);
                if (known == null) {
                    throw new IllegalStateException("a report reuses case " + caseId + "'s transcript, which the baseline lacks");
                }
                restored.set(index, known);
            }
            return new GradingReport(sent.status(), sent.score(), sent.maxScore(), sent.message(),
                    sent.diagnostics(), sent.violations(), results, restored, sent.suite(), sent.source(),
                    sent.timings());
        }

        private CaseResult knownCase(String id) {
            CaseResult known = cases.get(id);
            if (known == null) {
                throw new IllegalStateException("a report reuses case " + id + ", which the baseline lacks");
            }
            return known;
        }

        private static int reusedFields(CaseResult result, CaseResult known) {
            int reused = 0;
            reused |= SameJson.same(result.name(), known.name()) ? NAME : 0;
            reused |= SameJson.same(result.input(), known.input()) ? INPUT : 0;
            reused |= SameJson.same(result.expected(), known.expected()) ? EXPECTED : 0;
            reused |= SameJson.same(result.observed(), known.observed()) ? OBSERVED : 0;
            reused |= SameJson.same(result.message(), known.message()) ? MESSAGE : 0;
            reused |= SameJson.same(result.stdout(), known.stdout()) ? STDOUT : 0;
            return reused;
        }

        /** The case with its reused fields left out. */
        private static CaseResult without(CaseResult result, int reused) {
            return with(result, reused, LEFT_OUT);
        }

        /** The case with its reused fields taken from {@code known}. */
        private static CaseResult with(CaseResult result, int reused, CaseResult known) {
            return new CaseResult(result.id(), pick(reused, NAME, result.name(), known.name()),
                    result.category(), result.visibility(), result.outcome(), result.points(), result.maxPoints(),
                    pick(reused, INPUT, result.input(), known.input()),
                    pick(reused, EXPECTED, result.expected(), known.expected()),
                    pick(reused, OBSERVED, result.observed(), known.observed()),
                    pick(reused, MESSAGE, result.message(), known.message()),
                    pick(reused, STDOUT, result.stdout(), known.stdout()));
        }

        private static <T> T pick(int reused, int field, T own, T known) {
            return (reused & field) != 0 ? known : own;
        }
    }
}
