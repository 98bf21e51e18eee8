package dev.boundedloop.grader.outbound;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * IP address literals, parsed without ever asking DNS. IPv4 only in its dotted-quad form: a host of
 * digits and dots in any other shape ({@code 127.1}, {@code 2130706433}) is refused, not guessed at.
 */
final class Literals {

    private Literals() {}

    /** Whether the host is written as an address (digits and dots, or with a colon) rather than a name. */
    static boolean looksLikeAddress(String host) {
        return host.indexOf(':') >= 0 || host.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9'));
    }

    /** The address the literal writes, or empty when it is not a well-formed one. */
    static Optional<InetAddress> parse(String text) {
        String host = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (host.isEmpty() || !looksLikeAddress(host)) {
            return Optional.empty();
        }
        try {
            if (host.indexOf(':') >= 0) {
                // With a colon the JDK parses an IPv6 literal itself and never looks the text up.
                return Optional.of(InetAddress.getByName("[" + host + "]"));
            }
            String[] parts = host.split("\\.", -1);
            if (parts.length != 4) {
                return Optional.empty();
            }
            byte[] bytes = new byte[4];
            for (int i = 0; i < 4; i++) {
                if (parts[i].isEmpty() || parts[i].length() > 3 || (parts[i].length() > 1 && parts[i].charAt(0) == '0')) {
                    return Optional.empty();
                }
                int value = Integer.parseInt(parts[i]);
                if (value > 255) {
                    return Optional.empty();
                }
                bytes[i] = (byte) value;
            }
            return Optional.of(InetAddress.getByAddress(bytes));
        } catch (UnknownHostException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
