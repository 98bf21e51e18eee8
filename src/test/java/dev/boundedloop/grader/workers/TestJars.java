package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/** Small jars that tests write, and the class files they copy into them from this JVM's class path. */
public final class TestJars {

    private TestJars() {}

    /** Writes {@code jar} with these entries, in the map's order; a name ending in "/" is a folder. */
    public static Path write(Path jar, Map<String, byte[]> entries) throws IOException {
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                out.putNextEntry(new JarEntry(entry.getKey()));
                out.write(entry.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    /** The class file of {@code type} as this JVM loaded it, and the name it has in a jar. */
    public static Map.Entry<String, byte[]> classFile(Class<?> type) {
        String name = type.getName().replace('.', '/') + ".class";
        try (InputStream in = type.getClassLoader().getResourceAsStream(name)) {
            return Map.entry(name, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
