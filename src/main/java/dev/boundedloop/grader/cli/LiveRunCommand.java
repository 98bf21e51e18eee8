package dev.boundedloop.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Asks a running service for a live run of a submission and prints what happened: which model ran
 * the loop (or why the scripted one did), how the loop ended and the transcript, one line a message.
 * Every value the service sends is printed through {@link TerminalText}, since a model's text and a
 * policy's messages reach it.
 */
@Command(name = "live-run", mixinStandardHelpOptions = true,
        description = "Runs a submission's policy in the loop with the service's live model and prints the transcript. "
                + "Never a score.")
final class LiveRunCommand implements Callable<Integer> {

    static final int REFUSED = 1;
    private static final int EXCERPT = 160;

    @Spec CommandSpec spec;

    @Option(names = "--server", paramLabel = "URL", required = true, description = "The service, e.g. http://host:8080.")
    URI server;

    @Option(names = "--token", paramLabel = "T", defaultValue = "${env:GRADER_TOKEN}",
            description = "The bearer token (default: the GRADER_TOKEN environment variable).")
    String token;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "300",
            description = "How long to wait for the run (default: ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @Parameters(paramLabel = "SUBMISSION_ID", description = "The submission to run.")
    UUID submission;

    @Override
    public Integer call() throws InterruptedException {
        if (token == null || token.isBlank()) {
            throw new GraderCli.UsageProblem("live-run needs --token T (or GRADER_TOKEN in the environment)");
        }
        if (timeoutSeconds <= 0) {
            throw new GraderCli.UsageProblem("--timeout must be positive, got " + timeoutSeconds);
        }
        URI target = ServiceAddress.of(server).resolve("api/submissions/" + submission + "/live-runs");
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        HttpResponse<String> response;
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            response = http.send(HttpRequest.newBuilder(target).timeout(Duration.ofSeconds(timeoutSeconds))
                    .header("Authorization", "Bearer " + token.trim()).header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            err.println(TerminalText.field(NetworkProblem.describe(e, target)));
            return ExitCodes.INTERNAL_ERROR;
        }
        JsonNode body;
        try {
            body = Json.MAPPER.readTree(response.body());
        } catch (JacksonException e) {
            err.println(TerminalText.field("The service answered " + response.statusCode() + " with a body that is not JSON"));
            return ExitCodes.INTERNAL_ERROR;
        }
        if (response.statusCode() != 200) {
            err.println(TerminalText.field("The service refused the live run (" + response.statusCode() + "): "
                    + text(body, "detail")));
            return response.statusCode() >= 500 ? ExitCodes.INTERNAL_ERROR : REFUSED;
        }
        print(out, body);
        out.flush();
        return 0;
    }

    static void print(PrintWriter out, JsonNode run) {
        out.println(TerminalText.field("Live run " + text(run, "id") + " of submission " + text(run, "submissionId")
                + " (never a score)"));
        String use = text(run, "liveModel");
        String model = run.path("model").isString() ? text(run, "provider") + " " + text(run, "model") : "none";
        if (run.path("fallback").asBoolean(false)) {
            out.println(TerminalText.field("Live model: " + use + " (" + model + "); showing the scripted run instead: "
                    + text(run, "fallbackReason")));
        } else {
            out.println(TerminalText.field("Live model: " + model));
        }
        out.println(TerminalText.field("Ended " + text(run, "status") + " after " + run.path("modelCalls").asInt()
                + " model calls and " + run.path("toolCalls").asInt() + " tool calls; " + run.path("outputTokens").asInt()
                + " output tokens; " + run.path("estimatedCostCents").asLong() + " cents estimated"));
        if (run.path("policyOutcome").isString()) {
            out.println(TerminalText.field("The policy did not answer: " + text(run, "policyOutcome") + ": "
                    + text(run, "policyMessage")));
        }
        int failedTries = 0;
        for (JsonNode attempt : run.path("attempts")) {
            if (attempt.path("error").isString()) {
                failedTries++;
            }
        }
        if (failedTries > 0) {
            out.println(failedTries + " HTTP tries of the live model failed");
        }
        out.println("Transcript:");
        for (JsonNode message : run.path("transcript")) {
            StringBuilder line = new StringBuilder("  ").append(text(message, "role"));
            if (message.path("tool_call_id").isString()) {
                line.append(" [").append(text(message, "tool_call_id")).append(']');
            }
            line.append(": ").append(excerpt(text(message, "content")));
            for (JsonNode call : message.path("tool_calls")) {
                line.append(" -> ").append(text(call.path("function"), "name")).append(' ')
                        .append(excerpt(text(call.path("function"), "arguments")));
            }
            out.println(TerminalText.field(line));
        }
        if (!text(run, "answer").isEmpty()) {
            out.println(TerminalText.field("Answer: " + text(run, "answer")));
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isString() ? value.asString() : value.isMissingNode() || value.isNull() ? "" : value.toString();
    }

    private static String excerpt(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= EXCERPT ? flat : flat.substring(0, EXCERPT) + "…";
    }
}
