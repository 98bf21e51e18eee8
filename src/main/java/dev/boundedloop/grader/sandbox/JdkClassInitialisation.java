package dev.boundedloop.grader.sandbox;

/**
 * Initialises every JDK class the allowlist names before a worker takes its first job. A class's
 * static initialiser runs once per JVM; run first by learner code at the bottom of a deep recursion,
 * it could fail and leave the class unusable for every later submission in that worker. Run here,
 * it cannot. (Classes the JDK uses internally are covered by the worker retiring after any such
 * error, see the runtime's JvmHealth.)
 */
public final class JdkClassInitialisation {

    private JdkClassInitialisation() {}

    /** @return how many classes were initialised */
    public static int initialiseAllowedClasses() {
        int initialised = 0;
        for (String name : Allowlist.standard().allowedClassNames()) {
            try {
                Class.forName(name, true, ClassLoader.getPlatformClassLoader());
                initialised++;
            } catch (ClassNotFoundException | LinkageError notInThisJdk) {
                // AllowlistTest checks the file against the JDK; nothing to initialise here.
            }
        }
        return initialised;
    }
}
