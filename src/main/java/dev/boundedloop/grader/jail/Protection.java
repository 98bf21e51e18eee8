package dev.boundedloop.grader.jail;

import java.util.List;
import java.util.Locale;

/**
 * What protects a grade on this service: the bytecode allowlist always, and the jail when it is in
 * force. Health, metrics, the dashboard and the command line all say this.
 *
 * @param mode the mode the operator asked for
 * @param jailed whether workers run in the jail
 * @param measures what the jail does, one short phrase each; empty when unjailed
 * @param shortfall why workers are not jailed, or what a worker's proof found wrong; null when nothing
 */
public record Protection(JailMode mode, boolean jailed, List<String> measures, String shortfall) {

    public Protection {
        measures = List.copyOf(measures);
    }

    /** jailed, unjailed (the jail was wanted but could not be had) or off. */
    public String state() {
        return jailed ? "jailed" : mode == JailMode.OFF ? "off" : "unjailed";
    }

    /** One line for a header or a log. */
    public String summary() {
        if (jailed) {
            String base = "workers jailed by the operating system (" + String.join(", ", measures) + ")";
            return shortfall == null ? base : base + "; but " + shortfall;
        }
        String why = mode == JailMode.OFF ? "the jail is switched off (grader.sandbox.jail.mode=off)" : shortfall;
        return "workers NOT jailed: " + why + "; the bytecode allowlist is the only wall";
    }

    /** This protection with a worker's failed proof noted. */
    public Protection withShortfall(String problem) {
        return new Protection(mode, jailed, measures, problem);
    }

    public String modeName() {
        return mode.name().toLowerCase(Locale.ROOT);
    }
}
