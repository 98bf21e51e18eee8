package dev.boundedloop.grader.grading;

import java.util.List;
import java.util.Map;

/** The messages of one loop run, in the course's JSON shape, for the case that produced it. */
public record CaseTranscript(String caseId, List<Map<String, Object>> messages) {}
