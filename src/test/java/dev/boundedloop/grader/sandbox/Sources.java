package dev.boundedloop.grader.sandbox;

/** Wraps a class body into a policy source named {@code Policy.java}, for the focused tests. */
final class Sources {

    private Sources() {}

    /** The body's first line is line 4 of the file. */
    static String policy(String body) {
        return "import dev.boundedloop.policy.*;\nimport java.util.*;\npublic class Policy implements AdmissionPolicy {\n"
                + body + "\n}\n";
    }

    static SandboxRun.Prepared prepare(String body) {
        return SandboxRun.prepare("Policy.java", policy(body));
    }
}
