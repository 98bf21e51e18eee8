package dev.boundedloop.grader.cases;

import static java.util.Objects.requireNonNullElse;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a suite: {@code assignment.json}, the case files it lists, and its starter source. Every
 * problem is reported with the file and case it is in, because suite authors edit these by hand.
 */
public final class SuiteLoader {

    public static final String VISIBLE_CASE_FILE_SUFFIX = "-visible.json";

    private final List<CaseFileReader> kinds;

    private final JsonMapper json = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    /** @param kinds the assignment kinds whose case files this loader reads, found by their learner API's id */
    public SuiteLoader(List<? extends CaseFileReader> kinds) {
        this.kinds = List.copyOf(kinds);
    }

    public Suite load(SuiteFiles files) {
        return load(files, false);
    }

    /**
     * Reads the visible part of a suite: only the case files named {@value #VISIBLE_CASE_FILE_SUFFIX},
     * which are all the build puts in the jar given to learners. A hidden case in one is an error.
     */
    public Suite loadVisiblePart(SuiteFiles files) {
        return load(files, true);
    }

    /** Reads a suite again from its own files, as it was read the first time. */
    public Suite reread(SuiteBundle files, boolean visibleOnly) {
        return load(files, visibleOnly);
    }

    private Suite load(SuiteFiles files, boolean visibleOnly) {
        Map<String, byte[]> read = new TreeMap<>();
        byte[] assignmentBytes = read(files, "assignment.json", read);
        AssignmentSpec spec = parse(assignmentBytes, "assignment.json", AssignmentSpec.class);
        CaseFileReader kind = kind(spec);
        Assignment assignment = new Assignment(spec.id(), spec.title(), spec.version(), spec.starter(),
                requireNonNullElse(spec.hiddenFeedback(), "OUTCOME_ONLY"), spec.fuelPerCase(), spec.memoryBytesPerCase(),
                kind.api());
        List<SuiteCase> cases = new ArrayList<>();
        for (String file : requireNonNullElse(spec.caseFiles(), List.<String>of())) {
            if (visibleOnly && !file.endsWith(VISIBLE_CASE_FILE_SUFFIX)) {
                continue;
            }
            byte[] bytes = read(files, file, read);
            try {
                cases.addAll(kind.read(bytes, file, this::parse));
            } catch (SuiteFormatException e) {
                throw e;
            } catch (RuntimeException e) {
                throw new SuiteFormatException(file + ": " + e.getMessage(), e);
            }
        }
        requireUniqueIds(cases);
        if (visibleOnly) {
            requireVisible(cases);
        }
        String starter = new String(read(files, assignment.starterFile(), read), StandardCharsets.UTF_8);
        SuiteBundle bundle = new SuiteBundle(new TreeMap<>(read));
        return new Suite(assignment, starter, cases, bundle.sha256(), bundle, visibleOnly);
    }

    private CaseFileReader kind(AssignmentSpec spec) {
        try {
            return CaseFileReader.byApiId(kinds, requireNonNullElse(spec.learnerApi(), LearnerApi.DEFAULT_ID));
        } catch (IllegalArgumentException e) {
            throw new SuiteFormatException("assignment.json: " + e.getMessage(), e);
        }
    }

    private static void requireUniqueIds(List<SuiteCase> cases) {
        Set<String> seen = new HashSet<>();
        for (SuiteCase c : cases) {
            if (!seen.add(c.header().id())) {
                throw new SuiteFormatException("case id " + c.header().id() + " is used twice");
            }
        }
    }

    private static void requireVisible(List<SuiteCase> cases) {
        for (SuiteCase c : cases) {
            if (c.header().visibility() != Visibility.VISIBLE) {
                throw new SuiteFormatException("case " + c.header().id() + " is hidden, but this copy of the suite "
                        + "is the visible part that learners may hold");
            }
        }
    }

    private <T> T parse(byte[] bytes, String file, Class<T> type) {
        try {
            return json.readValue(bytes, type);
        } catch (JacksonException e) {
            throw new SuiteFormatException(file + ": " + where(bytes, e) + problem(e), e);
        }
    }

    /**
     * Where in the file reading failed, as an author would look for it: the field's path (e.g.
     * {@code decisions[3].expected}), the id of the case it is in, and the line and column.
     */
    private String where(byte[] bytes, JacksonException e) {
        List<JacksonException.Reference> path = e.getPath();
        StringBuilder where = new StringBuilder();
        for (JacksonException.Reference step : path) {
            if (step.getPropertyName() != null) {
                where.append(where.isEmpty() ? "" : ".").append(step.getPropertyName());
            } else if (step.getIndex() >= 0) {
                where.append('[').append(step.getIndex()).append(']');
            }
        }
        String caseId = caseId(bytes, path);
        if (caseId != null) {
            where.append(" (case ").append(caseId).append(')');
        }
        TokenStreamLocation at = e.getLocation();
        if (at != null && at.getLineNr() > 0) {
            where.append(where.isEmpty() ? "" : " at ").append("line ").append(at.getLineNr())
                    .append(", column ").append(at.getColumnNr());
        }
        return where.isEmpty() ? "" : where + ": ";
    }

    /** The id of the case that a path into a case file leads through, if the file parses as JSON and has one. */
    private String caseId(byte[] bytes, List<JacksonException.Reference> path) {
        if (path.size() < 2 || path.get(0).getPropertyName() == null || path.get(1).getIndex() < 0) {
            return null;
        }
        try {
            JsonNode id = json.readTree(bytes).path(path.get(0).getPropertyName()).path(path.get(1).getIndex()).path("id");
            return id.isString() ? id.asString() : null;
        } catch (JacksonException unparsable) {
            return null;
        }
    }

    /**
     * Jackson's words, but an unknown field lists the known ones instead of naming an internal class,
     * and a missing number says so instead of suggesting a Jackson setting.
     */
    private static String problem(JacksonException e) {
        if (e instanceof UnrecognizedPropertyException unknown && unknown.getKnownPropertyIds() != null) {
            return "unknown field '" + unknown.getPropertyName() + "'; the fields here are "
                    + String.join(", ", unknown.getKnownPropertyIds().stream().map(String::valueOf).sorted().toList());
        }
        String message = e.getOriginalMessage();
        if (message != null && message.startsWith("Cannot map `null` into type")) {
            return "a value is required here (it is missing or null)";
        }
        return message;
    }

    /** Reads a file and keeps it, so the suite's sha256 covers exactly the files it was read from. */
    private static byte[] read(SuiteFiles files, String name, Map<String, byte[]> read) {
        byte[] bytes = files.read(name);
        read.put(name, bytes);
        return bytes;
    }
}
