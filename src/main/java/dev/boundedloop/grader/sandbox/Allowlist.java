package dev.boundedloop.grader.sandbox;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The JDK classes and members learner code may name, read from {@code sandbox/allowlist.txt}; the
 * file's header explains its syntax. Names are kept in internal form ({@code java/lang/String}).
 */
final class Allowlist {

    static final String RESOURCE = "/sandbox/allowlist.txt";
    static final String EVERY_MEMBER = "*";

    private static final Allowlist STANDARD = load(RESOURCE);

    private final Map<String, Set<String>> allowedClasses = new HashMap<>();
    private final Map<String, Set<String>> allowedPackages = new HashMap<>();
    private final Map<String, String> deniedClasses = new HashMap<>();
    private final Map<String, String> deniedPackages = new HashMap<>();
    private final Map<String, String> deniedMembers = new HashMap<>();
    private final Map<String, String> notExtendable = new HashMap<>();

    private Allowlist() {}

    static Allowlist standard() {
        return STANDARD;
    }

    /** Why learner code may not name this type at all, or null when it may. */
    String typeRefusal(String internalName) {
        String denial = classDenial(internalName);
        if (denial != null) {
            return denial;
        }
        if (allowedClasses.containsKey(internalName) || allowedPackages.containsKey(packageOf(internalName))) {
            return null;
        }
        return dotted(internalName) + " is not on the sandbox allowlist";
    }

    /** The reason an explicit denial gives for this member of exactly this class, or null. */
    String memberDenial(String internalName, String member) {
        return deniedMembers.get(internalName + "#" + member);
    }

    /** Whether an allow line of exactly this class (or its package) names the member or has {@code *}. */
    boolean allows(String internalName, String member) {
        Set<String> members = allowedClasses.getOrDefault(internalName, allowedPackages.get(packageOf(internalName)));
        return members != null && (members.contains(EVERY_MEMBER) || members.contains(member));
    }

    /** Why learner classes may not extend this type, or null when they may. */
    String extensionRefusal(String internalName) {
        return notExtendable.get(internalName);
    }

    private String classDenial(String internalName) {
        String reason = deniedClasses.get(internalName);
        if (reason != null) {
            return dotted(internalName) + " is refused: " + reason;
        }
        for (String pkg = packageOf(internalName); !pkg.isEmpty(); pkg = packageOf(pkg)) {
            reason = deniedPackages.get(pkg);
            if (reason != null) {
                return dotted(internalName) + " is refused: " + reason;
            }
        }
        return null;
    }

    static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    static String dotted(String internalName) {
        return internalName.replace('/', '.');
    }

    static Allowlist load(String resource) {
        try (InputStream in = Allowlist.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The sandbox allowlist is missing: " + resource);
            }
            Allowlist list = new Allowlist();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                String content = line.strip();
                if (!content.isEmpty() && !content.startsWith("#")) {
                    try {
                        list.parse(content);
                    } catch (RuntimeException e) {
                        throw new IllegalStateException(resource + " line " + number + ": " + e.getMessage(), e);
                    }
                }
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the sandbox allowlist", e);
        }
    }

    private void parse(String line) {
        String[] words = line.split("\\s+", 3);
        switch (words[0]) {
            case "deny" -> deny(words[1], reasonIn(words));
            case "noextend" -> notExtendable.put(internal(words[1]), reasonIn(words));
            default -> allow(line.split("\\s+"));
        }
    }

    private void deny(String target, String reason) {
        int hash = target.indexOf('#');
        if (hash >= 0) {
            deniedMembers.put(internal(target.substring(0, hash)) + target.substring(hash), reason);
        } else if (target.endsWith(".*")) {
            deniedPackages.put(internal(target.substring(0, target.length() - 2)), reason);
        } else {
            deniedClasses.put(internal(target), reason);
        }
    }

    private void allow(String[] words) {
        Set<String> members = new HashSet<>();
        for (int i = 1; i < words.length; i++) {
            members.add(words[i]);
        }
        String target = words[0];
        Map<String, Set<String>> into = target.endsWith(".*") ? allowedPackages : allowedClasses;
        String name = target.endsWith(".*") ? target.substring(0, target.length() - 2) : target;
        if (into.putIfAbsent(internal(name), Set.copyOf(members)) != null) {
            throw new IllegalStateException(target + " is listed twice");
        }
    }

    private static String reasonIn(String[] words) {
        if (words.length < 3) {
            throw new IllegalStateException("a deny or noextend line needs a reason: " + String.join(" ", words));
        }
        return words[2];
    }

    private static String internal(String dottedName) {
        return dottedName.replace('.', '/');
    }

    /** The classes whose members learner code may use, dotted. */
    Set<String> allowedClassNames() {
        Set<String> names = new HashSet<>();
        allowedClasses.keySet().forEach(name -> names.add(dotted(name)));
        return names;
    }

    /** Every class the file names, dotted, for the test that checks the file against the JDK. */
    Set<String> namedClasses() {
        Set<String> names = new HashSet<>();
        allowedClasses.keySet().forEach(name -> names.add(dotted(name)));
        deniedClasses.keySet().forEach(name -> names.add(dotted(name)));
        notExtendable.keySet().forEach(name -> names.add(dotted(name)));
        deniedMembers.keySet().forEach(key -> names.add(dotted(key.substring(0, key.indexOf('#')))));
        return names;
    }

    /** The members an allow line names explicitly (not {@code *}), by dotted class name. */
    Map<String, Set<String>> namedMembers() {
        Map<String, Set<String>> named = new HashMap<>();
        allowedClasses.forEach((name, members) -> {
            Set<String> explicit = new HashSet<>(members);
            explicit.remove(EVERY_MEMBER);
            named.put(dotted(name), explicit);
        });
        deniedMembers.keySet().forEach(key -> named.computeIfAbsent(dotted(key.substring(0, key.indexOf('#'))),
                k -> new HashSet<>()).add(key.substring(key.indexOf('#') + 1)));
        return named;
    }
}
