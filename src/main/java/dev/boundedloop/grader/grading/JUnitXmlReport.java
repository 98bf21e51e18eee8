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
        if (report.suite().hiddenCases() != null) {
            xml.append("  <properties>\n    <property name=\"hiddenCases\" value=\"")
                    .append(escape(report.suite().hiddenCases())).append("\"/>\n  </properties>\n");
        }
        if (cases.isEmpty()) {
            // Not gradable: one failing testcase carries the reason, so CI shows red with a message.
            xml.append("  <testcase classname=\"submission\" name=\"").append(report.status()).append("\">\n")
                    .append("    <error message=\"").append(escape(report.message())).append("\"/>\n")
                    .append("  </testcase>\n");
        }
        for (CaseResult c : cases) {
            xml.append("  <testcase classname=\"").append(escape(c.category().name().toLowerCase()))
                    .append("\" name=\"").append(escape(c.name() == null ? c.id() : c.id() + ": " + c.name())).append("\">\n");
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

    /**
     * XML 1.0 escaping. Characters XML cannot carry at all (most control characters a learner
     * printed, half a surrogate pair) become U+FFFD, so the file always parses.
     */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(allowedInXml(ch) && !LoneSurrogates.isLone(text, i) ? ch : '\uFFFD');
            }
        }
        return out.toString();
    }

    /** XML 1.0's Char production, one UTF-16 unit at a time (a whole surrogate pair is allowed). */
    private static boolean allowedInXml(char ch) {
        return ch == '\n' || ch == '\t' || ch == '\r' || (ch >= 0x20 && ch != 0xFFFE && ch != 0xFFFF);
    }
}
