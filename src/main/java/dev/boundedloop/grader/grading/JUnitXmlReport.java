package dev.boundedloop.grader.grading;

import java.util.List;

/**
 * The report as JUnit XML, one testcase per case, so any CI shows it. Written from the report
 * rather than by the platform's legacy XML listener, so that a report fetched from the service
 * (hidden cases already redacted) gives the same XML as a local grading.
 */
public final class JUnitXmlReport {

    private JUnitXmlReport() {}

    public static String write(GradingReport report) {
        List<CaseResult> cases = report.cases();
        long failures = cases.stream().filter(c -> c.outcome() == CaseOutcome.FAIL).count();
        long errors = cases.stream()
                .filter(c -> c.outcome() != CaseOutcome.FAIL && c.outcome() != CaseOutcome.PASS).count();
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append("<testsuite name=\"").append(escape(report.suite().assignment()))
                .append("\" tests=\"").append(Math.max(cases.size(), 1))
                .append("\" failures=\"").append(failures)
                .append("\" errors=\"").append(cases.isEmpty() ? 1 : errors)
                .append("\" skipped=\"0\">\n");
        if (cases.isEmpty()) {
            // Not gradable: one failing testcase carries the reason, so CI shows red with a message.
            xml.append("  <testcase classname=\"submission\" name=\"").append(report.status()).append("\">\n")
                    .append("    <error message=\"").append(escape(report.message())).append("\"/>\n")
                    .append("  </testcase>\n");
        }
        for (CaseResult c : cases) {
            xml.append("  <testcase classname=\"").append(escape(c.category().name().toLowerCase()))
                    .append("\" name=\"").append(escape(c.id() + ": " + c.name())).append("\">\n");
            String detail = c.message() == null ? c.outcome().name() : c.outcome() + ": " + c.message();
            if (c.outcome() == CaseOutcome.FAIL) {
                xml.append("    <failure message=\"").append(escape(detail)).append("\"/>\n");
            } else if (c.outcome() != CaseOutcome.PASS) {
                xml.append("    <error message=\"").append(escape(detail)).append("\"/>\n");
            }
            if (c.stdout() != null && !c.stdout().isEmpty()) {
                xml.append("    <system-out>").append(escape(c.stdout())).append("</system-out>\n");
            }
            xml.append("  </testcase>\n");
        }
        return xml.append("</testsuite>\n").toString();
    }

    /** XML 1.0 escaping; control characters a learner printed are dropped, since XML cannot carry them. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            switch (cp) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> {
                    if (cp == '\n' || cp == '\t' || cp == '\r' || (cp >= 0x20 && cp != 0xFFFE && cp != 0xFFFF)) {
                        out.appendCodePoint(cp);
                    }
                }
            }
        });
        return out.toString();
    }
}
