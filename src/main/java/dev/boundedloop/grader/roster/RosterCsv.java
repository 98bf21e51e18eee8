package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.problems.GraderProblem;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A roster file: a header naming the columns id, name, email and section in any order, then one
 * learner per line. Blank lines are skipped (spreadsheets leave them). Everything wrong with the file
 * is collected, so one answer lists every line to fix.
 */
final class RosterCsv {

    static final List<String> COLUMNS = List.of("id", "name", "email", "section");
    static final String HEADER = String.join(",", COLUMNS);
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    record Parsed(List<RosterRow> rows, List<RosterLineError> errors) {}

    private RosterCsv() {}

    /** Decodes the file as UTF-8, refusing anything else rather than importing garbled names. */
    static String text(byte[] body) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
            // Excel's "CSV UTF-8" starts with a byte order mark; it is not part of the first column's name.
            return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw GraderProblem.badRequest("The roster is not UTF-8 text; save it as \"CSV UTF-8\" and send it again");
        }
    }

    static Parsed parse(String text) {
        List<CsvReader.Record> records;
        try {
            records = CsvReader.read(text).stream().filter(r -> !r.blank()).toList();
        } catch (CsvReader.MalformedCsvException e) {
            return new Parsed(List.of(), List.of(new RosterLineError(e.line, e.getMessage())));
        }
        if (records.isEmpty()) {
            return new Parsed(List.of(), List.of(new RosterLineError(1,
                    "the file is empty; its first line must be the header " + HEADER)));
        }
        CsvReader.Record header = records.get(0);
        Map<String, Integer> positions = new LinkedHashMap<>();
        List<RosterLineError> errors = headerErrors(header, positions);
        if (!errors.isEmpty()) {
            return new Parsed(List.of(), errors);
        }
        List<RosterRow> rows = new ArrayList<>();
        errors = new ArrayList<>();
        for (CsvReader.Record record : records.subList(1, records.size())) {
            List<String> fields = record.fields();
            if (fields.size() != header.fields().size()) {
                errors.add(new RosterLineError(record.line(), fields.size() + " fields where the header has "
                        + header.fields().size() + "; put a value that contains a comma in double quotes"));
                continue;
            }
            rows.add(new RosterRow(record.line(), fields.get(positions.get("id")).strip(), new LearnerProfile(
                    fields.get(positions.get("name")), fields.get(positions.get("email")), fields.get(positions.get("section")))));
        }
        return new Parsed(rows, errors);
    }

    /** Fills in where each column is; column names are matched ignoring case and surrounding spaces. */
    private static List<RosterLineError> headerErrors(CsvReader.Record header, Map<String, Integer> positions) {
        List<String> unknown = new ArrayList<>();
        List<String> repeated = new ArrayList<>();
        for (int i = 0; i < header.fields().size(); i++) {
            String raw = header.fields().get(i);
            String column = raw.strip().toLowerCase(Locale.ROOT);
            if (!COLUMNS.contains(column)) {
                unknown.add(raw);
            } else if (positions.putIfAbsent(column, i) != null) {
                repeated.add(column);
            }
        }
        List<String> missing = COLUMNS.stream().filter(c -> !positions.containsKey(c)).toList();
        List<RosterLineError> errors = new ArrayList<>();
        if (positions.isEmpty()) {
            errors.add(new RosterLineError(header.line(), "the first line must be the header " + HEADER
                    + " (in any order); found " + quoted(header.fields())));
            return errors;
        }
        if (!unknown.isEmpty()) {
            errors.add(new RosterLineError(header.line(), (unknown.size() == 1 ? "unknown column " : "unknown columns ")
                    + quoted(unknown) + "; the columns are " + HEADER));
        }
        if (!repeated.isEmpty()) {
            errors.add(new RosterLineError(header.line(), "the header names " + quoted(repeated) + " more than once"));
        }
        if (!missing.isEmpty()) {
            errors.add(new RosterLineError(header.line(), (missing.size() == 1 ? "missing column " : "missing columns ")
                    + quoted(missing) + "; the header must name all of " + HEADER + ", in any order"));
        }
        return errors;
    }

    private static String quoted(List<String> values) {
        return values.stream().map(v -> "\"" + (v.length() > 40 ? v.substring(0, 40) + "…" : v) + "\"")
                .collect(Collectors.joining(", "));
    }
}
