package dev.boundedloop.grader.outbound;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/** A block of addresses, {@code 10.0.0.0/8} or {@code fc00::/7}; it holds addresses of its own family only. */
record Cidr(byte[] network, int prefix) {

    static Cidr of(String text) {
        int slash = text.indexOf('/');
        InetAddress address = Literals.parse(slash < 0 ? text : text.substring(0, slash))
                .orElseThrow(() -> new IllegalArgumentException("'" + text + "' is not an IP address or CIDR block"));
        byte[] bytes = address.getAddress();
        int prefix;
        try {
            prefix = slash < 0 ? bytes.length * 8 : Integer.parseInt(text.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' has no prefix length after its '/'", e);
        }
        if (prefix < 0 || prefix > bytes.length * 8) {
            throw new IllegalArgumentException("'" + text + "' has a prefix length outside 0.." + bytes.length * 8);
        }
        return new Cidr(bytes, prefix);
    }

    boolean contains(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (bytes.length != network.length) {
            return false;
        }
        int whole = prefix / 8;
        for (int i = 0; i < whole; i++) {
            if (bytes[i] != network[i]) {
                return false;
            }
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (bytes[whole] & mask) == (network[whole] & mask);
    }

    /** The IPv4 address an IPv6 one carries inside it (mapped, compatible, NAT64, 6to4), if any. */
    static InetAddress embeddedIpv4(InetAddress address) {
        if (!(address instanceof Inet6Address)) {
            return null;
        }
        byte[] b = address.getAddress();
        boolean firstTenZero = true;
        for (int i = 0; i < 10; i++) {
            firstTenZero &= b[i] == 0;
        }
        int offset = -1;
        if (firstTenZero && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) {
            offset = 12; // ::ffff:a.b.c.d, IPv4-mapped
        } else if (firstTenZero && b[10] == 0 && b[11] == 0 && !(b[12] == 0 && b[13] == 0 && b[14] == 0)) {
            offset = 12; // ::a.b.c.d, IPv4-compatible (:: and ::1 are themselves)
        } else if (b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b) {
            offset = 12; // 64:ff9b::a.b.c.d, NAT64
        } else if (b[0] == 0x20 && b[1] == 0x02) {
            offset = 2; // 2002:aabb:ccdd::, 6to4
        }
        if (offset < 0) {
            return null;
        }
        try {
            return InetAddress.getByAddress(new byte[] {b[offset], b[offset + 1], b[offset + 2], b[offset + 3]});
        } catch (UnknownHostException e) {
            throw new IllegalStateException("four bytes are always an IPv4 address", e);
        }
    }
}
