package dev.boundedloop.grader.sandbox;

import java.util.List;

/**
 * The packages of the learner APIs: trusted code that learner classes may name and extend, and
 * that a submission's class loader takes from the grader.
 *
 * <p>All of them are trusted for every submission; what keeps a learner of one assignment from
 * another assignment's API is javac, whose class path holds only that assignment's API types.
 */
public final class LearnerApiPackages {

    /** Dotted, each ending in a dot. */
    static final List<String> PACKAGES = List.of(
            "dev.boundedloop.policy.", "dev.boundedloop.agentloop.", "dev.boundedloop.accounting.");

    private LearnerApiPackages() {}

    /** Whether the class, by binary name ({@code a.b.C}), belongs to a learner API. */
    public static boolean containsClass(String binaryName) {
        return PACKAGES.stream().anyMatch(binaryName::startsWith);
    }

    /** Whether the class, by internal name ({@code a/b/C}), belongs to a learner API. */
    static boolean containsInternalName(String internalName) {
        return containsClass(internalName.replace('/', '.'));
    }
}
