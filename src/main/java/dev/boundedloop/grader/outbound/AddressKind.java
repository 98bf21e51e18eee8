package dev.boundedloop.grader.outbound;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;

/** The kinds of address no outbound call reaches unless an operator allows it, each with its blocks. */
enum AddressKind {
    UNSPECIFIED("an unspecified address (0.0.0.0/8, ::)", "0.0.0.0/8", "::/128"),
    LOOPBACK("a loopback address (127.0.0.0/8, ::1)", "127.0.0.0/8", "::1/128"),
    LINK_LOCAL("a link-local address (169.254.0.0/16 with the cloud metadata service, fe80::/10)", "169.254.0.0/16",
            "fe80::/10"),
    PRIVATE("a private address (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7)", "10.0.0.0/8", "172.16.0.0/12",
            "192.168.0.0/16", "fc00::/7", "fec0::/10"),
    SHARED("a carrier-grade NAT address (100.64.0.0/10)", "100.64.0.0/10"),
    MULTICAST("a multicast address (224.0.0.0/4, ff00::/8)", "224.0.0.0/4", "ff00::/8"),
    RESERVED("a reserved address (192.0.0.0/24, 198.18.0.0/15, 240.0.0.0/4 with the broadcast address)",
            "192.0.0.0/24", "198.18.0.0/15", "240.0.0.0/4");

    private final String words;
    private final List<Cidr> blocks;

    AddressKind(String words, String... blocks) {
        this.words = words;
        this.blocks = List.of(blocks).stream().map(Cidr::of).toList();
    }

    String words() {
        return words;
    }

    /** The kind the address is, looking inside IPv6 forms that carry an IPv4 address; empty for a public one. */
    static Optional<AddressKind> of(InetAddress address) {
        InetAddress embedded = Cidr.embeddedIpv4(address);
        for (AddressKind kind : values()) {
            for (Cidr block : kind.blocks) {
                if (block.contains(address) || (embedded != null && block.contains(embedded))) {
                    return Optional.of(kind);
                }
            }
        }
        return Optional.empty();
    }
}
