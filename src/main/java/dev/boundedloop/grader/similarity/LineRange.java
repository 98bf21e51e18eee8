package dev.boundedloop.grader.similarity;

/** Lines of one source, 1-based and inclusive. */
public record LineRange(int startLine, int endLine) {}
