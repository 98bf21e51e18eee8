package dev.boundedloop.grader.roster;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSV as RFC 4180 defines it: comma-separated fields, a field in double quotes may hold
 * commas, line breaks and doubled quotes, and lines end in CRLF or LF. Each record keeps the line it
 * starts on, so errors can point at the spreadsheet row. Stray quotes are refused, not guessed at:
 * a guess would silently import a wrong name.
 */
final class CsvReader {

    record Record(int line, List<String> fields) {

        boolean blank() {
            return fields.stream().allMatch(String::isBlank);
        }
    }

    /** The text is not CSV; nothing after {@code line} can be read reliably. */
    static final class MalformedCsvException extends RuntimeException {
        final int line;

        MalformedCsvException(int line, String message) {
            super(message);
            this.line = line;
        }
    }

    private final String text;
    private int at;
    private int line = 1;

    private CsvReader(String text) {
        this.text = text;
    }

    static List<Record> read(String text) {
        return new CsvReader(text).records();
    }

    private List<Record> records() {
        List<Record> records = new ArrayList<>();
        while (at < text.length()) {
            int starts = line;
            List<String> fields = new ArrayList<>();
            do {
                fields.add(peek() == '"' ? quoted() : unquoted());
            } while (consume(','));
            if (!endOfLine() && at < text.length()) {
                throw new MalformedCsvException(line, "text after a closing quote; inside a quoted field write a quote as two (\"\")");
            }
            records.add(new Record(starts, List.copyOf(fields)));
        }
        return records;
    }

    private String quoted() {
        int opened = line;
        StringBuilder field = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw new MalformedCsvException(opened, "a quoted field starts here and is never closed");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                if (!consume('"')) {
                    return field.toString();
                }
                field.append('"');
            } else {
                if (c == '\n') {
                    line++;
                }
                field.append(c);
            }
        }
    }

    private String unquoted() {
        int from = at;
        while (at < text.length() && !isDelimiter(text.charAt(at))) {
            if (text.charAt(at) == '"') {
                throw new MalformedCsvException(line, "a quote inside a field that does not start with one; "
                        + "put the whole field in quotes and write the quote as two (\"\")");
            }
            at++;
        }
        return text.substring(from, at);
    }

    private static boolean isDelimiter(char c) {
        return c == ',' || c == '\r' || c == '\n';
    }

    /** Consumes CRLF, LF or a lone CR. */
    private boolean endOfLine() {
        if (consume('\r')) {
            consume('\n');
        } else if (!consume('\n')) {
            return false;
        }
        line++;
        return true;
    }

    private int peek() {
        return at < text.length() ? text.charAt(at) : -1;
    }

    private boolean consume(char expected) {
        if (peek() == expected) {
            at++;
            return true;
        }
        return false;
    }
}
