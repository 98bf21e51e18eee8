package dev.boundedloop.grader.sandbox;

/** One use of a forbidden JDK member, named by owner and member, at the line javac recorded. */
public record Violation(String owner, String member, String message, int line) {}
