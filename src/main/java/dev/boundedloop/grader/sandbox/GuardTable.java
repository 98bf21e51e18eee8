package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.sandbox.runtime.Guards;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.Type;

/**
 * Which JDK calls the instrumenter surrounds with a runtime check, read from the annotations on
 * the guard classes ({@link Guards#ALL}) so the list of guarded calls stays beside the checks.
 *
 * <p>A guard is keyed by the class or interface that declares the member ({@code java/util/List.indexOf});
 * a call is guarded when its owner is that type or inherits the member from it, so
 * {@code ArrayList.indexOf}, {@code List.indexOf} and {@code indexOf} on a learner's subclass of
 * ArrayList all get the same check. A member that the learner's own class declares is learner code,
 * metered on its own, and is not guarded. Constructors are matched on their own class only.
 */
final class GuardTable {

    /** The owner key that stands for every array type, as in {@code [.clone}. */
    static final String ANY_ARRAY = "[";

    /**
     * A static method of a guard class to call. A result check that {@code charges} is skipped
     * where a before-check that {@code charges} (the result) already charged the call.
     */
    record Check(String owner, String name, String descriptor, boolean charges) {}

    /**
     * What to do around one call: a check before, a growth charge after, and a metered
     * equivalent to call instead (a static method taking the receiver, if any, then the arguments).
     */
    record Resolved(Check before, Check growth, Check replacement, boolean jdkMember) {
        static final Resolved NONE = new Resolved(null, null, null, true);
    }

    private static final GuardTable STANDARD = new GuardTable();

    private final Map<String, Check> before = new HashMap<>();
    private final Map<String, Check> growth = new HashMap<>();
    private final Map<String, Check> results = new HashMap<>();
    private final Map<String, Check> replacements = new HashMap<>();
    /** Resolutions for JDK and API owners, which never change while the grader runs. */
    private final Map<String, Resolved> resolvedForJdkOwners = new ConcurrentHashMap<>();
    private final Check sizeBefore;

    private GuardTable() {
        Check size = null;
        for (Class<?> guardClass : Guards.ALL) {
            String owner = Type.getInternalName(guardClass);
            for (Method method : guardClass.getDeclaredMethods()) {
                Guards.Result result = method.getAnnotation(Guards.Result.class);
                Guards.Before guarded = method.getAnnotation(Guards.Before.class);
                boolean charges = result != null ? result.charges() : guarded != null && guarded.chargesResult();
                Check check = new Check(owner, method.getName(), Type.getMethodDescriptor(method), charges);
                if (guarded != null) {
                    register(before, guarded.value(), check);
                }
                Guards.After grown = method.getAnnotation(Guards.After.class);
                if (grown != null) {
                    register(growth, grown.value(), check);
                }
                Guards.Replace replaced = method.getAnnotation(Guards.Replace.class);
                if (replaced != null) {
                    register(replacements, replaced.value(), check);
                }
                if (method.isAnnotationPresent(Guards.SizeBefore.class)) {
                    size = check;
                }
                if (result != null) {
                    Class<?> checked = method.getParameterTypes()[0];
                    results.put(checked == Object.class ? ANY_ARRAY : Type.getDescriptor(checked), check);
                }
            }
        }
        if (size == null && !growth.isEmpty()) {
            throw new IllegalStateException("growth checks need a @SizeBefore method");
        }
        this.sizeBefore = size;
    }

    private static void register(Map<String, Check> into, String[] calls, Check check) {
        for (String pattern : calls) {
            for (String call : expand(pattern)) {
                if (into.put(call, check) != null) {
                    throw new IllegalStateException("Two guards for " + call);
                }
            }
        }
    }

    /**
     * Expands {@code {a|b|c}} alternatives, so one line can name an overload for every element
     * type; every occurrence of the same group takes the same choice, so
     * {@code "java/util/Arrays.equals ([{I|J}[{I|J})Z"} gives the int and the long overloads.
     */
    static List<String> expand(String pattern) {
        int open = pattern.indexOf('{');
        if (open < 0) {
            return List.of(pattern);
        }
        String group = pattern.substring(open, pattern.indexOf('}', open) + 1);
        List<String> expanded = new ArrayList<>();
        for (String choice : group.substring(1, group.length() - 1).split("\\|", -1)) {
            expanded.addAll(expand(pattern.replace(group, choice)));
        }
        return expanded;
    }

    static GuardTable standard() {
        return STANDARD;
    }

    /** The check that reads a container's size before a call whose growth is charged after it. */
    Check sizeBefore() {
        return sizeBefore;
    }

    /** The checks around this call, given the types the submission declares. */
    Resolved resolve(TypeHierarchy hierarchy, String owner, String name, String descriptor) {
        if (owner.startsWith(ANY_ARRAY)) {
            return new Resolved(before.get(ANY_ARRAY + "." + name + " " + descriptor), null, null, true);
        }
        String key = owner + "." + name + " " + descriptor;
        if (hierarchy.isSubmission(owner)) {
            return resolveThroughHierarchy(hierarchy, owner, name, descriptor);
        }
        return resolvedForJdkOwners.computeIfAbsent(key,
                k -> resolveThroughHierarchy(hierarchy, owner, name, descriptor));
    }

    private Resolved resolveThroughHierarchy(TypeHierarchy hierarchy, String owner, String name, String descriptor) {
        if (name.equals("<init>")) {
            String key = owner + "." + name + " " + descriptor;
            boolean jdk = !hierarchy.isSubmission(owner);
            return new Resolved(jdk ? before.get(key) : null, jdk ? growth.get(key) : null, null, jdk);
        }
        Check foundBefore = null;
        Check foundGrowth = null;
        Check foundReplacement = null;
        for (TypeHierarchy.TypeInfo type : hierarchy.ancestors(owner)) {
            if (type.trusted()) {
                if (type.declares(name, descriptor)) {
                    return type.origin() == TypeHierarchy.Origin.SUBMISSION
                            ? new Resolved(null, null, null, false) : Resolved.NONE;
                }
                continue;
            }
            String key = type.name() + "." + name + " " + descriptor;
            foundBefore = foundBefore != null ? foundBefore : before.get(key);
            foundGrowth = foundGrowth != null ? foundGrowth : growth.get(key);
            foundReplacement = foundReplacement != null ? foundReplacement : replacements.get(key);
        }
        return new Resolved(foundBefore, foundGrowth, foundReplacement, true);
    }

    /** The check on a value of this type that a JDK call produced, or null. */
    Check result(Type type) {
        return switch (type.getSort()) {
            case Type.ARRAY -> results.get(ANY_ARRAY);
            case Type.OBJECT -> results.get(type.getDescriptor());
            default -> null;
        };
    }

    /** Every guarded call, for the test that checks them against the JDK. */
    Map<String, Check> guardedCalls() {
        return Map.copyOf(before);
    }

    /** Every call replaced by a metered equivalent, for the same test. */
    Map<String, Check> replacedCalls() {
        return Map.copyOf(replacements);
    }

    /** Every call whose growth is charged after it, for the same test. */
    Map<String, Check> grownCalls() {
        return Map.copyOf(growth);
    }
}
