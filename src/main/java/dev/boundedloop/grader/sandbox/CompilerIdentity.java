package dev.boundedloop.grader.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Everything besides the source that decides what a compile gives, as one SHA-256: the JDK that
 * runs javac, javac's options, the class files of every learner API, and the class files of this
 * package (the compiler's own code, the verifier and the instrumenter). Two workers whose identities
 * are equal compile a source to the same result, so a supervisor may reuse one's compile for the
 * other; anything that could differ gives another identity.
 */
public final class CompilerIdentity {

    private static final String SANDBOX_PACKAGE = CompilerIdentity.class.getPackageName().replace('.', '/') + "/";

    private CompilerIdentity() {}

    /**
     * This JVM's identity for compiles against {@code apiTypes}. When this package's class files
     * cannot be read, the identity is unique to this JVM, so that no other process's compile is
     * taken for this one's.
     */
    public static String of(List<Class<?>> apiTypes) {
        SortedMap<String, byte[]> sandbox;
        try {
            sandbox = sandboxClasses();
        } catch (IOException | RuntimeException unreadable) {
            return "unknown-" + UUID.randomUUID();
        }
        if (sandbox.isEmpty()) {
            return "unknown-" + UUID.randomUUID();
        }
        List<String> jdk = List.of(Runtime.version().toString(), System.getProperty("java.vm.vendor", ""),
                System.getProperty("java.vm.name", ""), String.join(" ", InMemoryCompiler.options(Path.of("api"))));
        return digest(jdk, classFiles(apiTypes), sandbox);
    }

    /** The identity of a JDK and javac options, the learner APIs' class files and the sandbox's, each by name. */
    static String digest(List<String> jdk, SortedMap<String, byte[]> apiClasses, SortedMap<String, byte[]> sandboxClasses) {
        MessageDigest sha256;
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        for (String part : jdk) {
            field(sha256, part.getBytes(StandardCharsets.UTF_8));
        }
        for (SortedMap<String, byte[]> classes : List.of(apiClasses, sandboxClasses)) {
            field(sha256, Integer.toString(classes.size()).getBytes(StandardCharsets.US_ASCII));
            classes.forEach((name, bytes) -> {
                field(sha256, name.getBytes(StandardCharsets.UTF_8));
                field(sha256, bytes);
            });
        }
        return HexFormat.of().formatHex(sha256.digest());
    }

    /** Each field with its length first, so that no two lists of fields run together the same way. */
    private static void field(MessageDigest sha256, byte[] bytes) {
        sha256.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
        sha256.update((byte) ':');
        sha256.update(bytes);
    }

    private static SortedMap<String, byte[]> classFiles(List<Class<?>> types) {
        SortedMap<String, byte[]> classes = new TreeMap<>();
        for (Class<?> type : types) {
            String resource = type.getName().replace('.', '/') + ".class";
            try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("Learner API class not found: " + resource);
                }
                classes.put(resource, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the learner API class " + resource, e);
            }
        }
        return classes;
    }

    /**
     * This package's class files, sub-packages included, from where this class itself was loaded (a
     * folder of classes or a jar); the tests' own classes of the same package live elsewhere.
     */
    private static SortedMap<String, byte[]> sandboxClasses() throws IOException {
        SortedMap<String, byte[]> classes = new TreeMap<>();
        String self = CompilerIdentity.class.getSimpleName() + ".class";
        URL here = CompilerIdentity.class.getResource(self);
        if (here == null) {
            return classes;
        }
        if ("file".equals(here.getProtocol())) {
            Path folder;
            try {
                folder = Path.of(here.toURI()).getParent();
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                    classes.put(SANDBOX_PACKAGE + folder.relativize(file).toString().replace('\\', '/'),
                            Files.readAllBytes(file));
                }
            }
            return classes;
        }
        URLConnection connection = here.openConnection();
        if (connection instanceof JarURLConnection jar) {
            jar.setUseCaches(false);
            String prefix = jar.getEntryName().substring(0, jar.getEntryName().length() - self.length());
            try (JarFile file = jar.getJarFile()) {
                for (JarEntry entry : (Iterable<JarEntry>) file.stream()::iterator) {
                    if (entry.getName().startsWith(prefix) && entry.getName().endsWith(".class")) {
                        try (InputStream in = file.getInputStream(entry)) {
                            classes.put(SANDBOX_PACKAGE + entry.getName().substring(prefix.length()), in.readAllBytes());
                        }
                    }
                }
            }
        }
        return classes;
    }

    /** For tests: the class files this package's identity is made of. */
    static Map<String, byte[]> sandboxClassFiles() throws IOException {
        return sandboxClasses();
    }
}
