package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.sandbox.runtime.JvmHealth;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a learner's single source file in memory against the learner API only.
 *
 * <p>The class path holds just one learner API's types (see {@link ApiClasspath}), so the
 * grader's own classes and libraries are invisible to the compile. Annotation processing is
 * off, because a processor would run learner-chosen code inside javac.
 */
public final class InMemoryCompiler {

    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*(?:class|record|enum)\\s+([\\p{L}_$][\\p{L}\\p{N}_$]*)");
    private static final Pattern WANTED_FILE = Pattern.compile("should be declared in a file named ([\\p{L}\\p{N}_$]+)\\.java");

    static final String TOO_DEEP = "javac ran out of stack compiling this source: it nests too deeply "
            + "(array initialisers, parentheses, generics or blocks inside one another); flatten it";

    private final JavacTasks javac = JavacTasks.best();
    private final List<String> options;
    private final ClassCollector output;

    public InMemoryCompiler(Path apiLocation) {
        JavaFileManager standard = ToolProvider.getSystemJavaCompiler()
                .getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        this.output = new ClassCollector(new ListingCache(standard));
        this.options = options(apiLocation);
    }

    /**
     * {@code --release 17} pins the learner's view of the JDK to Java 17's API. On a Java 17 runtime
     * the running platform is that same API, and compiling against it skips reading the platform
     * description that {@code --release} loads for every compile (about 40% of a warm compile).
     * Line numbers are kept for diagnostics and violations; local variable names are not needed.
     */
    static List<String> options(Path apiLocation) {
        List<String> options = new java.util.ArrayList<>(List.of("-proc:none", "-encoding", "UTF-8", "-Xlint:none",
                "-g:lines,source", "-classpath", apiLocation.toString()));
        if (Runtime.version().feature() != 17) {
            options.addAll(List.of("--release", "17"));
        }
        return List.copyOf(options);
    }

    /**
     * Compiles a source whose file name is unknown. javac insists that a public class lives in a
     * file of its name, so the first try guesses the name from the source, and a second try uses
     * the name javac asks for.
     */
    public CompileResult compile(String source) {
        Matcher publicType = PUBLIC_TYPE.matcher(source);
        String guess = publicType.find() ? publicType.group(1) : "Policy";
        CompileResult first = compile(guess + ".java", source);
        for (CompileDiagnostic error : first.errors()) {
            Matcher wanted = WANTED_FILE.matcher(error.message());
            if (wanted.find() && !wanted.group(1).equals(guess)) {
                return compile(wanted.group(1) + ".java", source);
            }
        }
        return first;
    }

    /**
     * One compile at a time: the file manager and javac's context are kept between compiles,
     * because setting them up is most of a compile's cost. A compile that could leave state behind
     * for the next learner (it failed, crashed, or declared a package) discards the context.
     */
    public synchronized CompileResult compile(String fileName, String source) {
        NestingDepth.TooDeep nested = NestingDepth.find(source);
        if (nested != null) {
            return new CompileResult(Map.of(), List.of(new CompileDiagnostic(nested.line(), nested.column(),
                    "brackets, braces and parentheses nest more than " + NestingDepth.LIMIT
                            + " deep here: the source nests too deeply to compile; flatten it")));
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter javacChatter = new StringWriter();
        output.classes.clear();
        boolean ok;
        try {
            ok = javac.compile(javacChatter, output, diagnostics, options, List.of(new SourceFile(fileName, source)));
        } catch (StackOverflowError tooDeep) {
            // javac's context pool walks the whole tree after a compile, outside javac's own guard.
            javac.discard();
            JvmHealth.observe(tooDeep);
            return failed(TOO_DEEP);
        } catch (RuntimeException crash) {
            javac.discard();
            return failed("javac failed on this source: " + crash);
        }
        List<CompileDiagnostic> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(new CompileDiagnostic(d.getLineNumber(), d.getColumnNumber(), d.getMessage(Locale.ROOT)));
            }
        }
        if (!ok && errors.isEmpty()) {
            javac.discard();
            return failed(javacCrash(javacChatter.toString()));
        }
        if (!ok || output.classes.keySet().stream().anyMatch(name -> name.indexOf('.') >= 0)) {
            javac.discard();
        }
        return ok ? new CompileResult(output.classes, List.of()) : new CompileResult(Map.of(), errors);
    }

    /** javac crashed or ran out of stack: where depends on this JVM's state, so the result is not for reuse. */
    private static CompileResult failed(String message) {
        return new CompileResult(Map.of(), List.of(new CompileDiagnostic(0, 0, message)), false);
    }

    /**
     * javac catches its own crashes and prints a bug-report banner with a stack trace; the learner
     * gets one line. A stack overflow inside javac may have struck in any JDK class's initialiser,
     * so it also marks the JVM suspect.
     */
    private static String javacCrash(String chatter) {
        if (chatter.contains(StackOverflowError.class.getName())) {
            JvmHealth.suspect("javac ran out of stack");
            return TOO_DEEP;
        }
        return chatter.lines().filter(line -> line.contains("Exception") || line.contains("Error")).findFirst()
                .map(line -> "javac failed on this source: " + line.strip())
                .orElse("javac failed on this source");
    }

    /** The source lives in memory only; its name must match the public class for javac's rule. */
    private static final class SourceFile extends SimpleJavaFileObject {
        private final String source;

        SourceFile(String fileName, String source) {
            super(URI.create("string:///" + fileName), Kind.SOURCE);
            this.source = source;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
        }
    }

    /** Keeps every class file javac writes in a map instead of on disk. */
    private static final class ClassCollector extends ForwardingJavaFileManager<JavaFileManager> {
        final Map<String, byte[]> classes = new LinkedHashMap<>();

        ClassCollector(JavaFileManager delegate) {
            super(delegate);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(
                Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
            if (location != StandardLocation.CLASS_OUTPUT || kind != JavaFileObject.Kind.CLASS) {
                throw new IllegalStateException("javac asked to write " + kind + " " + className);
            }
            return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + ".class"), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() throws IOException {
                            super.close();
                            classes.put(className, toByteArray());
                        }
                    };
                }
            };
        }
    }
}
