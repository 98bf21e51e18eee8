package dev.boundedloop.grader.sandbox;

import java.io.Writer;
import java.util.List;
import java.util.logging.Logger;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;

/**
 * Runs one javac compilation. Callers pass the same file manager every time: a reused javac
 * context keeps the file manager it was created with.
 */
interface JavacTasks {

    String JAVAC_API = "com.sun.tools.javac.api";

    /** @return true when javac reported no error */
    boolean compile(Writer chatter, JavaFileManager files, DiagnosticListener<JavaFileObject> diagnostics,
            List<String> options, List<JavaFileObject> units);

    /**
     * Forgets any state kept from earlier compiles, so that the next compile starts as a fresh
     * javac would. Called after a compile that failed, crashed, or declared a package: each can
     * leave something behind that a later learner's compile would see.
     */
    default void discard() {
    }

    /**
     * Reused javac contexts when the JVM exports javac's API package to the grader (worker JVMs, the
     * packaged jar and the tests do), else a fresh context per compile, which is correct but about
     * ten times slower.
     */
    static JavacTasks best() {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("No system Java compiler: the grader needs a JDK, not a JRE");
        }
        boolean exported = ModuleLayer.boot().findModule("jdk.compiler")
                .map(module -> module.isExported(JAVAC_API, JavacTasks.class.getModule()))
                .orElse(false);
        if (exported) {
            return reusedContexts();
        }
        Logger.getLogger(JavacTasks.class.getName()).info(() -> "javac contexts are not reused: start the JVM with "
                + "--add-exports jdk.compiler/" + JAVAC_API + "=ALL-UNNAMED for compiles ten times faster");
        return (chatter, files, diagnostics, options, units) ->
                javac.getTask(chatter, files, diagnostics, options, null, units).call();
    }

    /** By name: that class compiles apart from the rest (pom.xml), so nothing else may name it in source. */
    private static JavacTasks reusedContexts() {
        try {
            return (JavacTasks) Class.forName(JavacTasks.class.getPackageName() + ".ReusedJavacContexts")
                    .getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the grader's javac context pool is missing from its build", e);
        }
    }
}
