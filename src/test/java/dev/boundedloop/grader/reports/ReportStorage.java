package dev.boundedloop.grader.reports;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Import;

/**
 * The report store's beans for data tests of other packages (the queue, regrades), which store
 * reports as grading does but cannot name the store's package-private parts.
 */
@TestConfiguration(proxyBeanMethods = false)
@Import({ReportStore.class, TranscriptBodies.class, CaseSets.class, TranscriptSets.class})
public class ReportStorage {

    /** A gzipped column's text, as the store wrote it. */
    public static String text(byte[] gzipped) {
        return Gzip.text(gzipped);
    }
}
