package dev.boundedloop.grader.similarity;

/** One stretch of code that two sources share: where it is in each, and how many tokens long it is. */
public record MatchedLines(LineRange a, LineRange b, int tokens) {

    MatchedLines swapped() {
        return new MatchedLines(b, a, tokens);
    }
}
