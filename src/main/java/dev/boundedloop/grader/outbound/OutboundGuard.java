package dev.boundedloop.grader.outbound;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The gate every outbound HTTP call of the service passes: {@link #check} says whether a URL may be
 * called (for a 400 at registration), {@link #send} checks again and only then sends, so a name
 * that resolved to a public address at registration and to an inner one later is refused then.
 * Every address a name resolves to must pass. Each send resolves the name once, and the transport
 * connects to the addresses so checked, never to a second answer of DNS (no rebinding between the
 * check and the connection). No redirect is followed: a 3xx comes back as it is.
 */
public class OutboundGuard {

    /** A URL the guard allowed, with the addresses its host had when it was checked: the ones connected to. */
    public record Target(URI uri, List<InetAddress> addresses) {}

    /** What a call may reach besides public addresses; the service's own ports are refused whatever it says. */
    public enum Reach {
        /** Public addresses, and what the operator's settings allow. */
        PUBLIC,
        /** Loopback as well: for a caller with a setting of its own for it (a platform on this machine). */
        LOOPBACK_TOO,
        /** Any address: a URL the operator configured (the live model's), named by the operator as the list names. */
        NAMED_BY_OPERATOR
    }

    private final OutboundProperties properties;
    private final Resolver resolver;
    private final Transport transport;
    private final Supplier<Set<Integer>> ownPorts;
    private final List<Cidr> allowedBlocks = new ArrayList<>();
    private final List<String> allowedNames = new ArrayList<>();

    /**
     * @param ownPorts the ports this service listens on, refused on every address of this machine
     */
    public OutboundGuard(OutboundProperties properties, Resolver resolver, Transport transport,
            Supplier<Set<Integer>> ownPorts) {
        this.properties = properties;
        this.resolver = resolver;
        this.transport = transport;
        this.ownPorts = ownPorts;
        for (String entry : properties.allow()) {
            String item = entry.strip().toLowerCase(Locale.ROOT);
            if (item.isEmpty()) {
                continue;
            }
            if (item.indexOf('/') >= 0 || Literals.looksLikeAddress(item)) {
                try {
                    allowedBlocks.add(Cidr.of(item));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("grader.outbound.allow: " + e.getMessage(), e);
                }
            } else {
                allowedNames.add(item);
            }
        }
    }

    /** Checks the URL as it would be called now; throws {@link OutboundRefused} naming the reason. */
    public Target check(URI uri) {
        return check(uri, Reach.PUBLIC);
    }

    /** Like {@link #check(URI)}, reaching what {@code reach} says as well. */
    public Target check(URI uri, Reach reach) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new OutboundRefused(uri, "only http and https URLs are called; got scheme '"
                    + (scheme.isEmpty() ? "(none)" : scheme) + "'");
        }
        String host = uri.getHost();
        if (host == null || host.isBlank()) {
            // java.net.URI leaves the host out when it is no valid name, e.g. 2130706433 or 256.1.1.1.
            throw new OutboundRefused(uri, uri.getRawAuthority() == null ? "the URL names no host"
                    : "'" + uri.getRawAuthority() + "' is not a well-formed host name or IP address"
                            + " (IPv4 is called only in its dotted-quad form, a.b.c.d)");
        }
        host = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        host = host.toLowerCase(Locale.ROOT);
        int port = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
        boolean literal = Literals.looksLikeAddress(host);
        List<InetAddress> addresses = literal ? List.of(literalOf(uri, host)) : resolve(uri, host);
        boolean nameAllowed = reach == Reach.NAMED_BY_OPERATOR || (!literal && nameAllowed(host));
        for (InetAddress address : addresses) {
            String what = literal ? address.getHostAddress() : "the name '" + host + "' resolves to an address that";
            if (ownPorts.get().contains(port) && onThisMachine(address)) {
                throw new OutboundRefused(uri, what + " is this service itself (port " + port + ")");
            }
            if (nameAllowed || allowedBlocks.stream().anyMatch(block -> block.contains(address))) {
                continue;
            }
            Optional<AddressKind> kind = AddressKind.of(address);
            if (kind.isEmpty() || (kind.get() == AddressKind.LOOPBACK && (reach == Reach.LOOPBACK_TOO || properties.allowLoopback()))) {
                continue;
            }
            String allowance = kind.get() == AddressKind.LOOPBACK ? "grader.outbound.allow-loopback=true"
                    : "grader.outbound.allow, naming the host or its address block";
            throw new OutboundRefused(uri, what + " is " + kind.get().words()
                    + "; an operator may allow it with " + allowance);
        }
        return new Target(uri, addresses);
    }

    /** Checks the request's URL now, then sends it, with the default connect timeout. */
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body)
            throws IOException, InterruptedException {
        return send(request, body, properties.connectTimeout());
    }

    /** Checks the request's URL now, then sends it; a redirect is answered back, never followed. */
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body, Duration connectTimeout)
            throws IOException, InterruptedException {
        return send(request, body, connectTimeout, Reach.PUBLIC);
    }

    /**
     * Like {@link #send(HttpRequest, HttpResponse.BodyHandler, Duration)}, reaching what {@code reach} says as
     * well. The name is resolved once, here, and the transport connects to what it resolved to.
     */
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body, Duration connectTimeout,
            Reach reach) throws IOException, InterruptedException {
        return transport.send(check(request.uri(), reach), request, body, connectTimeout);
    }

    private static InetAddress literalOf(URI uri, String host) {
        return Literals.parse(host).orElseThrow(() -> new OutboundRefused(uri, "'" + host
                + "' is not a well-formed IP address (IPv4 is called only in its dotted-quad form, a.b.c.d)"));
    }

    private List<InetAddress> resolve(URI uri, String host) {
        try {
            InetAddress[] found = resolver.resolve(host);
            if (found == null || found.length == 0) {
                throw new UnknownHostException(host);
            }
            return List.of(found);
        } catch (UnknownHostException e) {
            throw new OutboundRefused(uri, "the name '" + host + "' does not resolve to any address");
        }
    }

    private boolean nameAllowed(String host) {
        String name = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
        return allowedNames.stream().anyMatch(allowed -> allowed.startsWith("*.")
                ? name.endsWith(allowed.substring(1)) : name.equals(allowed));
    }

    private static boolean onThisMachine(InetAddress address) {
        InetAddress embedded = Cidr.embeddedIpv4(address);
        InetAddress plain = embedded != null ? embedded : address;
        if (plain.isAnyLocalAddress() || plain.isLoopbackAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(plain) != null;
        } catch (SocketException e) {
            return false;
        }
    }
}
