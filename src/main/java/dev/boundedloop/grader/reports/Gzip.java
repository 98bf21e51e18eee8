package dev.boundedloop.grader.reports;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** Stored JSON as gzip: reports and transcripts are repetitive text that shrinks ten to fifteen times. */
final class Gzip {

    private Gzip() {}

    static byte[] of(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length() / 8 + 64);
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    static String text(byte[] gzipped) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzipped))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("stored gzip data is damaged", e);
        }
    }
}
