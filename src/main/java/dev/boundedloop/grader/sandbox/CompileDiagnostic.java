package dev.boundedloop.grader.sandbox;

/** One javac error, positioned in the learner's file (1-based line and column). */
public record CompileDiagnostic(long line, long column, String message) {}
