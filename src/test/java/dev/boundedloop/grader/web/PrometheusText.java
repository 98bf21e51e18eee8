package dev.boundedloop.grader.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), written from its
 * specification: HELP and TYPE lines, samples with escaped label values, float values with NaN and
 * ±Inf. Any line it cannot read, a TYPE after its family's samples or given twice, a sample of a
 * family's wrong suffix or a label given twice fails the parse, naming the line.
 */
final class PrometheusText {

    record Sample(String name, Map<String, String> labels, double value) {}

    record Family(String name, String type, List<Sample> samples) {}

    private static final Pattern METRIC_NAME = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*");
    private static final Pattern LABEL_NAME = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_]*");
    private static final Set<String> TYPES = Set.of("counter", "gauge", "histogram", "summary", "untyped");

    private PrometheusText() {}

    static Map<String, Family> parse(String text) {
        Map<String, Family> families = new LinkedHashMap<>();
        Map<String, String> types = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        for (int number = 1; number <= lines.length; number++) {
            String line = lines[number - 1];
            if (line.isEmpty()) {
                continue;
            }
            String where = "line " + number + " '" + line + "'";
            if (line.startsWith("#")) {
                String[] parts = line.split(" ", 4);
                if (parts.length >= 3 && parts[1].equals("TYPE")) {
                    String name = parts[2];
                    String type = parts.length == 4 ? parts[3] : "";
                    require(METRIC_NAME.matcher(name).matches(), where + ": bad metric name");
                    require(TYPES.contains(type), where + ": unknown type");
                    require(!types.containsKey(name), where + ": a second TYPE for " + name);
                    require(!families.containsKey(name), where + ": TYPE after the family's samples");
                    types.put(name, type);
                } else if (parts.length >= 3 && parts[1].equals("HELP")) {
                    require(METRIC_NAME.matcher(parts[2]).matches(), where + ": bad metric name");
                }
                continue;
            }
            Sample sample = sample(line, where);
            String family = familyOf(sample.name(), types);
            String type = types.getOrDefault(family, "untyped");
            require(allowedSuffix(type, family, sample), where + ": a " + type + " cannot have sample " + sample.name());
            families.computeIfAbsent(family, f -> new Family(f, type, new ArrayList<>())).samples().add(sample);
        }
        return families;
    }

    private static boolean allowedSuffix(String type, String family, Sample sample) {
        String suffix = sample.name().substring(family.length());
        return switch (type) {
            case "counter" -> family.endsWith("_total") ? suffix.isEmpty() : suffix.equals("_total") || suffix.isEmpty();
            case "gauge", "untyped" -> suffix.isEmpty();
            case "histogram" -> suffix.equals("_bucket") ? sample.labels().containsKey("le")
                    : suffix.equals("_sum") || suffix.equals("_count");
            case "summary" -> suffix.isEmpty() || suffix.equals("_sum") || suffix.equals("_count");
            default -> false;
        };
    }

    private static String familyOf(String sampleName, Map<String, String> types) {
        if (types.containsKey(sampleName)) {
            return sampleName;
        }
        for (String suffix : List.of("_bucket", "_sum", "_count", "_total")) {
            if (sampleName.endsWith(suffix)) {
                String base = sampleName.substring(0, sampleName.length() - suffix.length());
                if (types.containsKey(base)) {
                    return base;
                }
            }
        }
        return sampleName;
    }

    private static Sample sample(String line, String where) {
        int i = 0;
        while (i < line.length() && line.charAt(i) != '{' && line.charAt(i) != ' ') {
            i++;
        }
        String name = line.substring(0, i);
        require(METRIC_NAME.matcher(name).matches(), where + ": bad metric name");
        Map<String, String> labels = new LinkedHashMap<>();
        if (i < line.length() && line.charAt(i) == '{') {
            i++;
            while (true) {
                require(i < line.length(), where + ": unclosed labels");
                if (line.charAt(i) == '}') {
                    i++;
                    break;
                }
                int eq = line.indexOf('=', i);
                require(eq > i, where + ": a label without '='");
                String label = line.substring(i, eq);
                require(LABEL_NAME.matcher(label).matches(), where + ": bad label name " + label);
                require(eq + 1 < line.length() && line.charAt(eq + 1) == '"', where + ": label value not quoted");
                StringBuilder value = new StringBuilder();
                int j = eq + 2;
                while (true) {
                    require(j < line.length(), where + ": unterminated label value");
                    char c = line.charAt(j);
                    if (c == '"') {
                        break;
                    }
                    if (c == '\\') {
                        require(j + 1 < line.length(), where + ": a dangling escape");
                        char escaped = line.charAt(j + 1);
                        require(escaped == '\\' || escaped == '"' || escaped == 'n', where + ": bad escape \\" + escaped);
                        value.append(escaped == 'n' ? '\n' : escaped);
                        j += 2;
                        continue;
                    }
                    value.append(c);
                    j++;
                }
                require(labels.put(label, value.toString()) == null, where + ": label " + label + " given twice");
                i = j + 1;
                if (i < line.length() && line.charAt(i) == ',') {
                    i++;
                }
            }
        }
        require(i < line.length() && line.charAt(i) == ' ', where + ": no space before the value");
        String[] rest = line.substring(i + 1).split(" ");
        require(rest.length == 1 || rest.length == 2, where + ": expected a value and an optional timestamp");
        if (rest.length == 2) {
            try {
                Long.parseLong(rest[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("Not the Prometheus text format: " + where + ": bad timestamp", e);
            }
        }
        return new Sample(name, labels, value(rest[0], where));
    }

    private static double value(String text, String where) {
        switch (text) {
            case "NaN":
                return Double.NaN;
            case "+Inf":
                return Double.POSITIVE_INFINITY;
            case "-Inf":
                return Double.NEGATIVE_INFINITY;
            default:
                require(text.matches("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?"), where + ": bad value " + text);
                return Double.parseDouble(text);
        }
    }

    private static void require(boolean holds, String problem) {
        if (!holds) {
            throw new IllegalArgumentException("Not the Prometheus text format: " + problem);
        }
    }
}
