package dev.boundedloop.grader.jail;

import java.util.Locale;

/** Whether worker JVMs must run in the jail. */
public enum JailMode {
    /** Refuse to grade without a proven jail: what production and Compose use. */
    REQUIRED,
    /** Jail where the platform allows it; otherwise run unjailed and say so loudly (the default). */
    AUTO,
    /** Never jail: the bytecode allowlist is the only wall. For platforms that cannot jail, on purpose. */
    OFF;

    /** Parses a setting's value, case-insensitively, naming the values it accepts when it cannot. */
    public static JailMode parse(String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the jail mode must be required, auto or off, was '" + value + "'");
        }
    }
}
