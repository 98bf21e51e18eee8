package dev.boundedloop.grader.sandbox;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Supertypes and declared members of the classes learner code names, by internal name.
 *
 * <p>The submission's own classes are read from their bytes and are never loaded. JDK classes and
 * the learner API are looked up by reflection, loaded without initialisation from the platform
 * loader and the grader's loader; that is safe because they are trusted code, and it is cached
 * because they never change while the grader runs.
 */
final class TypeHierarchy {

    static final String OBJECT = "java/lang/Object";

    enum Origin { SUBMISSION, API, JDK }

    record TypeInfo(String name, Origin origin, boolean isInterface, String superName, List<String> interfaces,
                    Set<String> declaredMembers) {

        boolean declares(String member, String descriptor) {
            return declaredMembers.contains(member + descriptor);
        }

        boolean trusted() {
            return origin != Origin.JDK;
        }
    }

    private static final Map<String, Optional<TypeInfo>> PLATFORM = new ConcurrentHashMap<>();

    private final Map<String, TypeInfo> submission = new ConcurrentHashMap<>();

    TypeHierarchy(Iterable<ClassNode> submissionClasses) {
        for (ClassNode node : submissionClasses) {
            Set<String> members = new HashSet<>();
            for (FieldNode field : node.fields) {
                members.add(field.name + field.desc);
            }
            for (MethodNode method : node.methods) {
                members.add(method.name + method.desc);
            }
            submission.put(node.name, new TypeInfo(node.name, Origin.SUBMISSION,
                    (node.access & Opcodes.ACC_INTERFACE) != 0, node.superName, List.copyOf(node.interfaces),
                    Set.copyOf(members)));
        }
    }

    boolean isSubmission(String internalName) {
        return submission.containsKey(internalName);
    }

    /** The type, or null when it is neither in the submission, the learner API nor the JDK. */
    TypeInfo info(String internalName) {
        TypeInfo own = submission.get(internalName);
        if (own != null) {
            return own;
        }
        return PLATFORM.computeIfAbsent(internalName, TypeHierarchy::reflect).orElse(null);
    }

    /** The type and all its supertypes, itself first and Object last. */
    List<TypeInfo> ancestors(String internalName) {
        Set<String> seen = new LinkedHashSet<>();
        List<TypeInfo> result = new ArrayList<>();
        Deque<String> pending = new ArrayDeque<>(List.of(internalName));
        while (!pending.isEmpty()) {
            String name = pending.removeFirst();
            TypeInfo type = seen.add(name) ? info(name) : null;
            if (type != null) {
                result.add(type);
                if (type.superName() != null) {
                    pending.addLast(type.superName());
                }
                pending.addAll(type.interfaces());
            }
        }
        if (seen.add(OBJECT)) {
            result.add(info(OBJECT)); // interfaces have no superclass, but their values are Objects
        }
        return result;
    }

    /** Whether the type is {@code ancestor} or extends or implements it, directly or not. */
    boolean isSubtypeOf(String internalName, String ancestor) {
        return ancestors(internalName).stream().anyMatch(type -> type.name().equals(ancestor));
    }

    /** For the class writer's frames: the nearest common superclass, without loading learner code. */
    String commonSuperClass(String first, String second) {
        TypeInfo a = info(first);
        TypeInfo b = info(second);
        if (a == null || b == null || a.isInterface() || b.isInterface()) {
            return OBJECT;
        }
        Set<String> chainOfFirst = new HashSet<>();
        for (TypeInfo type = a; type != null; type = type.superName() == null ? null : info(type.superName())) {
            chainOfFirst.add(type.name());
        }
        for (TypeInfo type = b; type != null; type = type.superName() == null ? null : info(type.superName())) {
            if (chainOfFirst.contains(type.name())) {
                return type.name();
            }
        }
        return OBJECT;
    }

    private static Optional<TypeInfo> reflect(String internalName) {
        boolean api = LearnerApiPackages.containsInternalName(internalName);
        ClassLoader loader = api ? TypeHierarchy.class.getClassLoader() : ClassLoader.getPlatformClassLoader();
        Class<?> type;
        try {
            type = Class.forName(internalName.replace('/', '.'), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
        List<String> interfaces = new ArrayList<>();
        for (Class<?> implemented : type.getInterfaces()) {
            interfaces.add(Type.getInternalName(implemented));
        }
        String superName = type.getSuperclass() == null ? null : Type.getInternalName(type.getSuperclass());
        Set<String> members = api ? declaredMembers(type) : Set.of();
        return Optional.of(new TypeInfo(internalName, api ? Origin.API : Origin.JDK, type.isInterface(), superName,
                List.copyOf(interfaces), members));
    }

    /** Only the learner API needs its members listed: JDK members are judged by the allowlist. */
    private static Set<String> declaredMembers(Class<?> type) {
        Set<String> members = new HashSet<>();
        for (Field field : type.getDeclaredFields()) {
            members.add(field.getName() + Type.getDescriptor(field.getType()));
        }
        for (Method method : type.getDeclaredMethods()) {
            members.add(method.getName() + Type.getMethodDescriptor(method));
        }
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            members.add("<init>" + Type.getConstructorDescriptor(constructor));
        }
        return Set.copyOf(members);
    }
}
