/*
 * admission-grader-jplag: runs JPlag for admission-grader in a process of its own.
 * Copyright (C) the admission-grader authors
 *
 * This program is free software: you can redistribute it and/or modify it under the terms of the
 * GNU General Public License as published by the Free Software Foundation, either version 3 of the
 * License, or (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without
 * even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU
 * General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License along with this program. If not,
 * see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
package dev.boundedloop.grader.jplag;

import de.jplag.JPlag;
import de.jplag.JPlagComparison;
import de.jplag.JPlagResult;
import de.jplag.Match;
import de.jplag.Submission;
import de.jplag.Token;
import de.jplag.clustering.ClusteringOptions;
import de.jplag.exceptions.BasecodeException;
import de.jplag.exceptions.ExitException;
import de.jplag.exceptions.SubmissionException;
import de.jplag.options.JPlagOptions;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Compares Java sources with JPlag and prints what it found, as one JSON object, on standard output.
 * admission-grader starts it as a program of its own, in a JVM of its own, and talks to it through
 * files and standard streams only.
 *
 * <pre>
 * java -cp 'admission-grader-jplag.jar:lib/*' dev.boundedloop.grader.jplag.JplagBridge \
 *     --submissions DIR --threshold 0.5 [--base DIR]
 * </pre>
 *
 * <p>Each sub-folder of {@code --submissions} is one source, named after its folder; {@code --base} is a
 * folder of base code (the starter every source may begin from), left out of every source before the
 * pairs are compared. The answer:
 *
 * <pre>
 * {"bridge": "admission-grader-jplag", "protocol": 1, "enoughValid": true, "submissions": 5,
 *  "baseCodeError": null, "invalid": ["s00004"], "jplagMillis": 412, "cpuMillis": 1630,
 *  "pairs": [{"a": "s00000", "b": "s00001", "similarity": 0.97,
 *             "matches": [{"a": [1, 20], "b": [3, 24], "tokens": 41}]}]}
 * </pre>
 *
 * <p>{@code pairs} are JPlag's comparisons whose similarity reached the threshold, each match with the
 * lines it covers in each source, 1-based and inclusive ({@code [0, 0]} when its tokens have no line).
 * {@code baseCodeError} says why the base code could not be used, when it could not, and the sources
 * were then compared without it. {@code jplagMillis} is the wall-clock time of JPlag's work, and
 * {@code cpuMillis} the CPU time this JVM used, start-up included. {@code enoughValid} is false when fewer than two sources could be
 * parsed into enough tokens, and there is nothing else then. Exit code 0 with an answer, 1 when JPlag
 * failed (why, on standard error), 2 for wrong arguments. Everything else the program or JPlag prints
 * goes to standard error.
 */
public final class JplagBridge {

    static final int PROTOCOL = 1;

    private JplagBridge() {}

    public static void main(String[] args) {
        // JPlag logs each pairwise comparison at INFO; warnings and errors are enough, on standard error.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        System.setProperty("org.slf4j.simpleLogger.log.de.jplag.clustering.ClusteringFactory", "error");
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
        // Standard output carries the answer alone: whatever else prints there goes to standard error.
        PrintStream answer = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);

        Request request;
        try {
            request = Request.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("admission-grader-jplag: " + e.getMessage());
            System.err.println("usage: JplagBridge --submissions DIR --threshold NUMBER [--base DIR]");
            System.exit(2);
            return;
        }
        try {
            String json = compare(request);
            answer.print(json);
            answer.flush();
            if (answer.checkError()) {
                System.err.println("admission-grader-jplag: cannot write the answer to standard output");
                System.exit(1);
            }
            System.exit(0);
        } catch (ExitException | RuntimeException e) {
            System.err.println("admission-grader-jplag: JPlag failed: " + e);
            e.printStackTrace();
            System.exit(1);
        }
    }

    record Request(File submissions, File base, double threshold) {

        static Request parse(String[] args) {
            File submissions = null;
            File base = null;
            Double threshold = null;
            for (int i = 0; i < args.length; i++) {
                String name = args[i];
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(name + " needs a value");
                }
                String value = args[++i];
                switch (name) {
                    case "--submissions" -> submissions = new File(value);
                    case "--base" -> base = new File(value);
                    case "--threshold" -> {
                        try {
                            threshold = Double.valueOf(value);
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("--threshold is a number from 0 to 1, not " + value);
                        }
                    }
                    default -> throw new IllegalArgumentException("unknown argument " + name);
                }
            }
            if (submissions == null || !submissions.isDirectory()) {
                throw new IllegalArgumentException("--submissions names no folder: " + submissions);
            }
            if (base != null && !base.isDirectory()) {
                throw new IllegalArgumentException("--base names no folder: " + base);
            }
            if (threshold == null || !(threshold >= 0 && threshold <= 1)) {
                throw new IllegalArgumentException("--threshold is a number from 0 to 1, not " + threshold);
            }
            return new Request(submissions, base, threshold);
        }
    }

    static String compare(Request request) throws ExitException {
        JPlagOptions options = new JPlagOptions(new de.jplag.java.Language(), Set.of(request.submissions()), Set.of())
                .withSimilarityThreshold(request.threshold())
                .withMaximumNumberOfComparisons(JPlagOptions.SHOW_ALL_COMPARISONS)
                .withClusteringOptions(new ClusteringOptions().withEnabled(false));
        String baseCodeError = null;
        long start = System.nanoTime();
        JPlagResult result;
        if (request.base() == null) {
            result = runWithoutBaseCode(options);
        } else {
            try {
                result = run(options.withBaseCodeSubmissionDirectory(request.base()));
            } catch (BasecodeException e) {
                baseCodeError = String.valueOf(e.getMessage());
                result = runWithoutBaseCode(options);
            }
        }
        long jplagMillis = (System.nanoTime() - start) / 1_000_000;
        Json json = new Json();
        json.open('{').name("bridge").string("admission-grader-jplag").name("protocol").number(PROTOCOL)
                .name("enoughValid").bool(result != null);
        json.name("baseCodeError");
        if (baseCodeError == null) {
            json.nothing();
        } else {
            json.string(baseCodeError);
        }
        if (result != null) {
            json.name("submissions").number(result.getSubmissions().numberOfSubmissions());
            json.name("invalid").open('[');
            for (Submission invalid : result.getSubmissions().getInvalidSubmissions()) {
                json.string(invalid.getName());
            }
            json.close(']');
            json.name("pairs").open('[');
            for (JPlagComparison comparison : result.getAllComparisons()) {
                if (comparison.similarity() >= request.threshold()) {
                    pair(json, comparison);
                }
            }
            json.close(']');
        }
        json.name("jplagMillis").number(jplagMillis);
        json.name("cpuMillis").number(ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(0L));
        return json.close('}').toString();
    }

    /** JPlag's result, or null when fewer than two sources could be parsed. */
    private static JPlagResult run(JPlagOptions options) throws ExitException {
        try {
            return new JPlag(options).run();
        } catch (SubmissionException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("Not enough valid submissions")) {
                return null;
            }
            throw e;
        }
    }

    private static JPlagResult runWithoutBaseCode(JPlagOptions options) throws ExitException {
        try {
            return run(options);
        } catch (BasecodeException e) {
            throw new IllegalStateException("JPlag complained of base code it was not given", e);
        }
    }

    private static void pair(Json json, JPlagComparison comparison) {
        List<Token> first = comparison.firstSubmission().getTokenList();
        List<Token> second = comparison.secondSubmission().getTokenList();
        json.open('{').name("a").string(comparison.firstSubmission().getName())
                .name("b").string(comparison.secondSubmission().getName())
                .name("similarity").number(comparison.similarity())
                .name("matches").open('[');
        for (Match match : comparison.matches()) {
            json.open('{').name("a");
            lines(json, first, match.startOfFirst(), match.length());
            json.name("b");
            lines(json, second, match.startOfSecond(), match.length());
            json.name("tokens").number(match.length()).close('}');
        }
        json.close(']').close('}');
    }

    /** The lines a match covers: from its first token's line to its last's (end-of-file markers have none). */
    private static void lines(Json json, List<Token> tokens, int start, int length) {
        int first = Integer.MAX_VALUE;
        int last = 0;
        for (Token token : tokens.subList(start, start + length)) {
            if (token.getLine() > 0) {
                first = Math.min(first, token.getLine());
                last = Math.max(last, token.getLine());
            }
        }
        json.open('[');
        if (first == Integer.MAX_VALUE) {
            json.number(0).number(0);
        } else {
            json.number(first).number(last);
        }
        json.close(']');
    }

    /** A JSON writer of the few shapes the answer has, so the bridge needs nothing but JPlag. */
    static final class Json {

        private final StringBuilder text = new StringBuilder();
        /** Whether the next value or name is the first in its object or array. */
        private boolean first = true;

        Json open(char bracket) {
            separate();
            text.append(bracket);
            first = true;
            return this;
        }

        Json close(char bracket) {
            text.append(bracket);
            first = false;
            return this;
        }

        Json name(String name) {
            string(name);
            text.append(':');
            first = true;
            return this;
        }

        Json string(String value) {
            separate();
            text.append('"');
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                switch (c) {
                    case '"' -> text.append("\\\"");
                    case '\\' -> text.append("\\\\");
                    case '\n' -> text.append("\\n");
                    case '\r' -> text.append("\\r");
                    case '\t' -> text.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            text.append("\\u%04x".formatted((int) c));
                        } else {
                            text.append(c);
                        }
                    }
                }
            }
            text.append('"');
            first = false;
            return this;
        }

        Json number(double value) {
            return literal(Double.isFinite(value) ? Double.toString(value) : "null");
        }

        Json number(long value) {
            return literal(Long.toString(value));
        }

        Json bool(boolean value) {
            return literal(Boolean.toString(value));
        }

        Json nothing() {
            return literal("null");
        }

        /** A value written as it is: a number, true, false or null. */
        private Json literal(String value) {
            separate();
            text.append(value);
            first = false;
            return this;
        }

        private void separate() {
            if (!first) {
                text.append(',');
            }
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
