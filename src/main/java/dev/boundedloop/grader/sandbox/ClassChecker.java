package dev.boundedloop.grader.sandbox;

import java.util.List;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.signature.SignatureReader;
import org.objectweb.asm.signature.SignatureVisitor;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Checks one submitted class's declarations: its package, supertypes, signatures, annotations,
 * fields and methods. The code of each method goes to {@link CodeChecker}.
 */
final class ClassChecker {

    private static final List<String> RESERVED_PACKAGES =
            List.of("java/", "javax/", "jdk/", "sun/", "com/sun/", "dev/boundedloop/");

    /** Methods the JVM or the serialization machinery call behind the learner's back. */
    private static final Set<String> HOOKS =
            Set.of("finalize", "readObject", "readObjectNoData", "readResolve", "writeReplace", "writeObject");

    private final ClassNode node;
    private final ReferenceRules rules;
    private final Set<Violation> found;
    private final String className;

    ClassChecker(ClassNode node, ReferenceRules rules, Set<Violation> found) {
        this.node = node;
        this.rules = rules;
        this.found = found;
        this.className = Allowlist.dotted(node.name);
    }

    void check() {
        for (String reserved : RESERVED_PACKAGES) {
            if (node.name.startsWith(reserved)) {
                declaration(Violation.TYPE, "declares a class in the reserved package "
                        + Allowlist.dotted(reserved) + "*");
            }
        }
        if ((node.access & Opcodes.ACC_MODULE) != 0) {
            declaration(Violation.TYPE, "a module declaration is not a policy");
        }
        if (node.superName != null) {
            type(Type.getObjectType(node.superName), 0);
            String refusal = rules.extensionRefusal(node.superName);
            if (refusal != null) {
                found.add(new Violation(Allowlist.dotted(node.superName), Violation.TYPE,
                        className + " may not extend " + Allowlist.dotted(node.superName) + ": " + refusal, 0));
            }
        }
        node.interfaces.forEach(name -> type(Type.getObjectType(name), 0));
        signature(node.signature);
        annotations(node.visibleAnnotations);
        annotations(node.invisibleAnnotations);
        for (FieldNode field : node.fields) {
            type(Type.getType(field.desc), 0);
            signature(field.signature);
            annotations(field.visibleAnnotations);
            annotations(field.invisibleAnnotations);
        }
        for (MethodNode method : node.methods) {
            checkMethod(method);
        }
    }

    private void checkMethod(MethodNode method) {
        if ((method.access & Opcodes.ACC_NATIVE) != 0) {
            declaration(method.name, "native methods are refused");
        }
        if ((method.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
            declaration(method.name, "synchronized methods are refused: monitors are not metered");
        }
        if (HOOKS.contains(method.name)) {
            declaration(method.name, "declaring " + method.name
                    + " is refused: the JVM or serialization would call it outside the sandbox");
        }
        descriptor(Type.getMethodType(method.desc), 0);
        signature(method.signature);
        if (method.exceptions != null) {
            method.exceptions.forEach(name -> type(Type.getObjectType(name), 0));
        }
        annotations(method.visibleAnnotations);
        annotations(method.invisibleAnnotations);
        for (List<AnnotationNode>[] parameters : List.of(
                nonNull(method.visibleParameterAnnotations), nonNull(method.invisibleParameterAnnotations))) {
            for (List<AnnotationNode> annotations : parameters) {
                annotations(annotations);
            }
        }
        new CodeChecker(this, method).check();
    }

    @SuppressWarnings("unchecked")
    private static List<AnnotationNode>[] nonNull(List<AnnotationNode>[] annotations) {
        return annotations == null ? new List[0] : annotations;
    }

    private void annotations(List<AnnotationNode> annotations) {
        if (annotations != null) {
            annotations.forEach(annotation -> type(Type.getType(annotation.desc), 0));
        }
    }

    /** Every class named in a generic signature must be nameable too. */
    private void signature(String signature) {
        if (signature == null) {
            return;
        }
        try {
            new SignatureReader(signature).accept(new SignatureVisitor(Opcodes.ASM9) {
                private String current;

                @Override
                public void visitClassType(String name) {
                    current = name;
                    type(Type.getObjectType(name), 0);
                }

                @Override
                public void visitInnerClassType(String name) {
                    current = current + "$" + name;
                    type(Type.getObjectType(current), 0);
                }
            });
        } catch (IllegalArgumentException malformed) {
            declaration(Violation.TYPE, "a malformed generic signature");
        }
    }

    // ---- reporting, shared with CodeChecker ----------------------------------------------------

    ReferenceRules rules() {
        return rules;
    }

    String className() {
        return className;
    }

    void type(Type type, int line) {
        report(rules.checkType(type), line);
    }

    /** The argument and return types of a method descriptor, or the type of a field descriptor. */
    void descriptor(Type type, int line) {
        if (type.getSort() == Type.METHOD) {
            for (Type argument : type.getArgumentTypes()) {
                type(argument, line);
            }
            type(type.getReturnType(), line);
        } else {
            type(type, line);
        }
    }

    void report(ReferenceRules.Refusal refusal, int line) {
        if (refusal != null) {
            found.add(new Violation(refusal.owner(), refusal.member(), refusal.message(), line));
        }
    }

    /** A refusal of something the learner's own class declares or does. */
    void declaration(String member, String message) {
        declaration(member, message, 0);
    }

    void declaration(String member, String message, int line) {
        found.add(new Violation(className, member, message, line));
    }
}
