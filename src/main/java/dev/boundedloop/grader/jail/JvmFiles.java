package dev.boundedloop.grader.jail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What a JVM of the running JDK reads to start and to grade, found on this host rather than listed
 * by hand, so the jail fits whatever distribution or JDK the service runs on: the JDK itself, the
 * files outside it that its own symbolic links point at (Debian keeps the JDK's configuration under
 * /etc), the folders of the native libraries this JVM has loaded (the C library among them), and the
 * dynamic loader the {@code java} executable names. No shell, no other program and nothing of the
 * service's own files are among them.
 */
final class JvmFiles {

    /** The parts of a JDK a running JVM opens; docs, headers and man pages stay outside. */
    private static final List<String> RUNTIME_FOLDERS = List.of("bin", "conf", "lib");

    private JvmFiles() {}

    static List<Bind> of(Path javaHome) {
        try {
            Set<Bind> binds = new LinkedHashSet<>();
            Path realHome = javaHome.toRealPath();
            binds.add(Bind.readOnly(realHome, realHome));
            binds.add(Bind.readOnly(realHome, javaHome.toAbsolutePath().normalize()));
            for (String folder : RUNTIME_FOLDERS) {
                linkTargetsOutside(realHome, realHome.resolve(folder), binds);
            }
            List<Path> hidden = privateFolders();
            for (Path library : loadedLibraries()) {
                if (!library.startsWith(realHome) && hidden.stream().noneMatch(library::startsWith)) {
                    Path folder = library.getParent();
                    binds.add(Bind.readOnly(folder, folder));
                }
            }
            Path java = realHome.resolve("bin").resolve("java");
            var interpreter = ElfInterpreter.of(java);
            if (interpreter.isPresent()) {
                binds.add(Bind.readOnly(interpreter.get().toRealPath(), interpreter.get()));
            }
            return new ArrayList<>(binds);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot tell which files the JVM needs: " + e.getMessage(), e);
        }
    }

    /** A program the jail runs before the JVM, at the path it is called by. */
    static Bind program(Path path) throws IOException {
        return Bind.readOnly(path.toRealPath(), path.toAbsolutePath().normalize());
    }

    private static void linkTargetsOutside(Path realHome, Path folder, Set<Bind> binds) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> entries = Files.walk(folder)) {
            for (Path link : (Iterable<Path>) entries.filter(Files::isSymbolicLink)::iterator) {
                if (!Files.exists(link)) {
                    continue; // a dangling link: the JVM cannot use it outside the jail either
                }
                Path target = link.toRealPath();
                if (target.startsWith(realHome)) {
                    continue;
                }
                binds.add(Bind.readOnly(target, target));
                Path named = link.getParent().resolve(Files.readSymbolicLink(link)).normalize();
                binds.add(Bind.readOnly(target, named));
            }
        }
    }

    /**
     * Where a library may have been unpacked for this service alone (some dependencies extract a
     * native library to a temporary folder): never shown to a worker, whatever it holds.
     */
    private static List<Path> privateFolders() {
        List<Path> folders = new ArrayList<>();
        for (String property : List.of("user.dir", "user.home", "java.io.tmpdir")) {
            String value = System.getProperty(property);
            if (value != null && !value.isBlank() && !value.equals("?")) {
                folders.add(Path.of(value).toAbsolutePath().normalize());
            }
        }
        return folders;
    }

    /** Every shared object this JVM has mapped, by its real path, as the kernel lists them. */
    private static Set<Path> loadedLibraries() throws IOException {
        Set<Path> libraries = new LinkedHashSet<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
            int slash = line.indexOf('/');
            if (slash < 0) {
                continue;
            }
            String file = line.substring(slash);
            String name = file.substring(file.lastIndexOf('/') + 1);
            if ((name.endsWith(".so") || name.contains(".so.")) && !file.endsWith(" (deleted)")) {
                libraries.add(Path.of(file));
            }
        }
        return libraries;
    }
}
