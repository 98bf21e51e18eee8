package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.io.StringWriter;
import java.net.InetAddress;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report as JUnit XML, one testcase per case, in the shape CI reporters read (Ant's and
 * Jenkins' schema). Written from the report rather than by the platform's legacy XML listener, so
 * that a report fetched from the service (hidden cases already redacted) gives the same XML as a
 * local grading.
 */
public final class JUnitXmlReport {

    /** Ant's timestamp form: local date and time without a zone; we write UTC. */
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final XMLOutputFactory XML = XMLOutputFactory.newFactory();

    private JUnitXmlReport() {}

    public static String write(GradingReport report) {
        return write(report, null);
    }

    /**
     * The report and its hidden cases in sum (null when there is none to tell). The sum is two
     * properties; when the report's rows leave the hidden cases out, it is also one testcase,
     * {@code hidden cases}, failed unless all of them passed, because CI reporters show testcases and
     * not properties.
     */
    public static String write(GradingReport report, HiddenCaseSum hiddenCases) {
        return write(report, hiddenCases, Instant.now(), localHostname());
    }

    /** The report as written at {@code at} on {@code hostname}; the rest depends on the report alone. */
    static String write(GradingReport report, Instant at, String hostname) {
        return write(report, null, at, hostname);
    }

    static String write(GradingReport report, HiddenCaseSum hiddenCases, Instant at, String hostname) {
        HiddenCaseSum sum = hiddenCases == null || hiddenCases.total() == 0 ? null : hiddenCases;
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XML.createXMLStreamWriter(text);
            new Document(xml).write(report, sum, at, hostname);
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("Cannot write the JUnit XML report", e);
        }
        return text.toString();
    }

    /** The writer and what it has written so far, element by element. */
    private record Document(XMLStreamWriter xml) {

        void write(GradingReport report, HiddenCaseSum hidden, Instant at, String hostname) throws XMLStreamException {
            List<CaseResult> cases = report.cases();
            boolean sumCase = hidden != null && hidden.withheldFrom(report);
            long failures = cases.stream().filter(c -> isFailure(c.outcome())).count()
                    + (sumCase && !hidden.allPassed() ? 1 : 0);
            long errors = cases.stream().filter(c -> isError(c.outcome())).count();
            xml.writeStartDocument("UTF-8", "1.0");
            newline(0);
            xml.writeStartElement("testsuite");
            attribute("name", report.suite().assignment());
            // Not gradable: one testcase carries the reason, so CI shows red with a message.
            attribute("tests", String.valueOf(cases.isEmpty() ? 1 : cases.size() + (sumCase ? 1 : 0)));
            attribute("failures", String.valueOf(failures));
            attribute("errors", String.valueOf(cases.isEmpty() ? 1 : errors));
            attribute("skipped", "0");
            attribute("time", seconds(gradingMicros(report)));
            attribute("timestamp", TIMESTAMP.format(at.truncatedTo(ChronoUnit.SECONDS)));
            attribute("hostname", hostname);
            properties(report, hidden);
            if (cases.isEmpty()) {
                notGradable(report);
            }
            for (CaseResult c : cases) {
                testcase(c);
            }
            if (sumCase && !cases.isEmpty()) {
                hiddenSum(hidden);
            }
            newline(1);
            // Ant's schema wants the suite's own output elements; the report's summary goes there.
            element("system-out", hidden == null ? report.message()
                    : nullToEmpty(report.message()) + "\nHidden cases: " + hidden.sentence());
            newline(1);
            element("system-err", "");
            newline(0);
            xml.writeEndElement();
            newline(0);
            xml.writeEndDocument();
        }

        private void properties(GradingReport report, HiddenCaseSum hidden) throws XMLStreamException {
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("assignment", report.suite().assignment());
            properties.put("suiteVersion", report.suite().version());
            properties.put("suiteSha256", report.suite().sha256());
            properties.put("status", report.status().name());
            properties.put("score", report.score() + "/" + report.maxScore());
            properties.put("hiddenCases", report.suite().hiddenCases());
            if (hidden != null) {
                properties.put("hiddenCasesPassed", hidden.passed() + " of " + hidden.total());
                properties.put("hiddenCasesPoints", hidden.points() + "/" + hidden.maxPoints());
            }
            newline(1);
            xml.writeStartElement("properties");
            for (Map.Entry<String, String> property : properties.entrySet()) {
                if (property.getValue() != null) {
                    newline(2);
                    xml.writeEmptyElement("property");
                    attribute("name", property.getKey());
                    attribute("value", property.getValue());
                }
            }
            newline(1);
            xml.writeEndElement();
        }

        private void notGradable(GradingReport report) throws XMLStreamException {
            StringBuilder details = new StringBuilder(nullToEmpty(report.message()));
            for (CompileDiagnostic d : report.diagnostics()) {
                details.append("\nline ").append(d.line()).append(':').append(d.column()).append(": ").append(d.message());
            }
            for (Violation v : report.violations()) {
                details.append("\n").append(v.target()).append(v.line() > 0 ? " (line " + v.line() + ")" : "")
                        .append(": ").append(v.message());
            }
            newline(1);
            xml.writeStartElement("testcase");
            attribute("name", report.status().name());
            attribute("classname", "submission");
            attribute("time", seconds(gradingMicros(report)));
            newline(2);
            xml.writeStartElement("error");
            attribute("type", report.status().name());
            attribute("message", oneLine(report.message(), report.status().name()));
            characters(details.toString());
            xml.writeEndElement();
            newline(1);
            xml.writeEndElement();
        }

        /**
         * The hidden cases as one testcase, named the same whatever they scored so that a CI server
         * keeps its history; the numbers are in its output and, when some failed, its message.
         */
        private void hiddenSum(HiddenCaseSum hidden) throws XMLStreamException {
            newline(1);
            xml.writeStartElement("testcase");
            attribute("name", "hidden cases");
            attribute("classname", "hidden");
            attribute("time", "0");
            if (!hidden.allPassed()) {
                newline(2);
                xml.writeStartElement("failure");
                attribute("type", "HIDDEN_CASES");
                attribute("message", hidden.sentence());
                characters(hidden.sentence() + "\nThe course shows the hidden cases in sum only, not each case.");
                xml.writeEndElement();
            }
            newline(2);
            element("system-out", hidden.sentence());
            newline(1);
            xml.writeEndElement();
        }

        private void testcase(CaseResult c) throws XMLStreamException {
            newline(1);
            // Always an end tag, never <testcase/>: one testcase's text ends at its own </testcase>.
            xml.writeStartElement("testcase");
            // A hidden case comes without its name, which would say what it tests: its id alone.
            attribute("name", c.name() == null ? c.id() : c.id() + ": " + c.name());
            attribute("classname", c.category().name().toLowerCase(Locale.ROOT));
            attribute("time", "0"); // the report keeps no time per case
            if (c.outcome() != CaseOutcome.PASS) {
                newline(2);
                xml.writeStartElement(isFailure(c.outcome()) ? "failure" : "error");
                attribute("type", c.outcome().name());
                attribute("message", oneLine(c.message(), c.outcome().name()));
                characters(details(c));
                xml.writeEndElement();
            }
            if (c.stdout() != null && !c.stdout().isEmpty()) {
                newline(2);
                element("system-out", c.stdout());
            }
            newline(1);
            xml.writeEndElement();
        }

        private void element(String name, String content) throws XMLStreamException {
            xml.writeStartElement(name);
            characters(nullToEmpty(content));
            xml.writeEndElement();
        }

        private void attribute(String name, String value) throws XMLStreamException {
            xml.writeAttribute(name, XmlChars.safe(nullToEmpty(value)));
        }

        private void characters(String text) throws XMLStreamException {
            xml.writeCharacters(XmlChars.safe(text));
        }

        private void newline(int depth) throws XMLStreamException {
            xml.writeCharacters("\n" + "  ".repeat(depth));
        }
    }

    /** What a failing case's element says in full: its message, and what was given, expected and seen. */
    private static String details(CaseResult c) {
        StringBuilder details = new StringBuilder(nullToEmpty(c.message()));
        appendValue(details, "input", c.input());
        appendValue(details, "expected", c.expected());
        appendValue(details, "observed", c.observed());
        return details.toString();
    }

    private static void appendValue(StringBuilder details, String label, Object value) {
        if (value == null) {
            return;
        }
        if (!details.isEmpty()) {
            details.append('\n');
        }
        details.append(label).append(": ").append(value instanceof String s ? s : JSON.writeValueAsString(value));
    }

    /**
     * The first line of a message, for the {@code message} attribute that CI shows in one line (a
     * reader would turn the attribute's line breaks into spaces anyway).
     */
    static String oneLine(String message, String fallback) {
        if (message == null || message.isBlank()) {
            return fallback;
        }
        String stripped = message.strip();
        int end = stripped.indexOf('\n');
        int cr = stripped.indexOf('\r');
        if (cr >= 0 && (end < 0 || cr < end)) {
            end = cr;
        }
        return end < 0 ? stripped : stripped.substring(0, end).strip() + " …";
    }

    private static boolean isFailure(CaseOutcome outcome) {
        // An unfinished policy did not meet the case; it is not a fault of the run.
        return outcome == CaseOutcome.FAIL || outcome == CaseOutcome.NEEDS_WORK;
    }

    private static boolean isError(CaseOutcome outcome) {
        return outcome != CaseOutcome.PASS && !isFailure(outcome);
    }

    /** The grading's own stages; "cases" is counted within "run". */
    private static long gradingMicros(GradingReport report) {
        long total = 0;
        for (String stage : List.of("compileMicros", "verifyMicros", "instrumentMicros", "runMicros")) {
            total += report.timings().getOrDefault(stage, 0L);
        }
        return total;
    }

    private static String seconds(long micros) {
        return String.format(Locale.ROOT, "%.3f", micros / 1_000_000.0);
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }

    private static String localHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException | SecurityException e) {
            return "localhost";
        }
    }
}
