package dev.boundedloop.grader.sandbox;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.Type;

/**
 * Decides whether learner code may name a type or a member, by combining the allowlist with the
 * type hierarchy. The submission's classes and the learner API may always be named, but a member
 * they only inherit from the JDK is judged as that JDK member: {@code state.wait()} on the API's
 * record and {@code myList.parallelStream()} on a learner's list are refused like the originals.
 */
final class ReferenceRules {

    /** A refused reference, naming the class and member to report. */
    record Refusal(String owner, String member, String message) {}

    private static final String CONSTRUCTOR = "<init>";

    private final Allowlist allowlist;
    private final TypeHierarchy hierarchy;

    ReferenceRules(Allowlist allowlist, TypeHierarchy hierarchy) {
        this.allowlist = allowlist;
        this.hierarchy = hierarchy;
    }

    TypeHierarchy hierarchy() {
        return hierarchy;
    }

    /** Why a type may not be named, or null. Arrays are judged by their element type. */
    Refusal checkType(Type type) {
        Type element = type.getSort() == Type.ARRAY ? type.getElementType() : type;
        if (element.getSort() != Type.OBJECT) {
            return null;
        }
        String name = element.getInternalName();
        if (trusted(name)) {
            return null;
        }
        String refusal = allowlist.typeRefusal(name);
        return refusal == null ? null : new Refusal(Allowlist.dotted(name), Violation.TYPE, refusal);
    }

    /** Why a member may not be used, or null. Its descriptor's types are checked separately. */
    Refusal checkMember(String owner, String member, String descriptor) {
        if (owner.startsWith("[")) {
            if (member.equals("clone")) {
                return checkType(Type.getType(owner));
            }
            owner = TypeHierarchy.OBJECT; // an array's other members are Object's
        }
        if (!trusted(owner)) {
            Refusal typeRefusal = checkType(Type.getObjectType(owner));
            if (typeRefusal != null) {
                return new Refusal(typeRefusal.owner(), member, typeRefusal.message());
            }
            return checkJdkMember(owner, List.of(owner), member);
        }
        List<String> jdkSupertypes = new ArrayList<>();
        if (declaredByTrustedType(owner, member, descriptor, jdkSupertypes)) {
            return null;
        }
        if (member.equals(CONSTRUCTOR) || jdkSupertypes.isEmpty()) {
            return new Refusal(Allowlist.dotted(owner), member, "no such member in " + Allowlist.dotted(owner));
        }
        return checkJdkMember(jdkSupertypes.get(0), jdkSupertypes, member);
    }

    /** Why learner classes may not extend this type, or null. */
    String extensionRefusal(String internalName) {
        return trusted(internalName) ? null : allowlist.extensionRefusal(internalName);
    }

    boolean trusted(String internalName) {
        return hierarchy.isSubmission(internalName) || LearnerApiPackages.containsInternalName(internalName);
    }

    /**
     * Whether the member is declared by the owner or a trusted supertype; otherwise collects the
     * JDK types the trusted hierarchy ends in, where an inherited member must come from.
     */
    private boolean declaredByTrustedType(String owner, String member, String descriptor, List<String> jdkSupertypes) {
        Deque<String> pending = new ArrayDeque<>(List.of(owner));
        Set<String> seen = new HashSet<>();
        while (!pending.isEmpty()) {
            String name = pending.removeFirst();
            if (!seen.add(name)) {
                continue;
            }
            TypeHierarchy.TypeInfo type = hierarchy.info(name);
            if (type == null) {
                continue;
            }
            if (!type.trusted()) {
                jdkSupertypes.add(name);
                continue;
            }
            if (type.declares(member, descriptor)) {
                return true;
            }
            if (member.equals(CONSTRUCTOR)) {
                return false; // constructors are not inherited
            }
            if (type.superName() != null) {
                pending.addLast(type.superName());
            }
            pending.addAll(type.interfaces());
        }
        if (jdkSupertypes.isEmpty()) {
            jdkSupertypes.add(TypeHierarchy.OBJECT);
        }
        return false;
    }

    /**
     * A JDK member is refused if any class in the hierarchy denies it, and allowed if some class in
     * the hierarchy allows it. Constructors are judged on their own class only.
     */
    private Refusal checkJdkMember(String reportedOwner, List<String> roots, String member) {
        String owner = Allowlist.dotted(reportedOwner);
        if (member.equals(CONSTRUCTOR)) {
            String denial = allowlist.memberDenial(roots.get(0), member);
            if (denial != null) {
                return new Refusal(owner, member, owner + "#" + member + " is refused: " + denial);
            }
            return allowlist.allows(roots.get(0), member) ? null
                    : new Refusal(owner, member, owner + " may not be constructed in the sandbox");
        }
        Set<String> hierarchyNames = new LinkedHashSet<>();
        for (String root : roots) {
            hierarchy.ancestors(root).forEach(type -> hierarchyNames.add(type.name()));
        }
        for (String type : hierarchyNames) {
            String denial = allowlist.memberDenial(type, member);
            if (denial != null) {
                return new Refusal(owner, member, Allowlist.dotted(type) + "#" + member + " is refused: " + denial);
            }
        }
        for (String type : hierarchyNames) {
            if (allowlist.allows(type, member)) {
                return null;
            }
        }
        return new Refusal(owner, member, owner + "#" + member + " is not on the sandbox allowlist");
    }
}
