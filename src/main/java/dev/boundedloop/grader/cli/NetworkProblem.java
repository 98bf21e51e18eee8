package dev.boundedloop.grader.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.util.Optional;

/**
 * Why a request never got an answer, in words. The HTTP client throws a ConnectException without
 * a message (its cause is a ClosedChannelException, also without one), so its message alone would
 * read "null"; a plain socket connect then asks the operating system for the reason.
 */
final class NetworkProblem {

    private static final int PROBE_TIMEOUT_MILLIS = 5_000;

    private NetworkProblem() {}

    static String describe(Throwable thrown, URI target) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
                return "unknown host " + target.getHost();
            }
            if (t instanceof HttpConnectTimeoutException) {
                return "connection timed out";
            }
            if (t instanceof HttpTimeoutException) {
                return "no answer in time";
            }
        }
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage();
            }
        }
        return connectFailure(target).orElse(thrown.getClass().getSimpleName() + " (no reason given)");
    }

    /** Unknown hosts do not come back by waiting; everything else a network does may. */
    static boolean isWorthRetrying(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
                return false;
            }
        }
        return true;
    }

    /** What the operating system says when this machine connects to the target now, if it fails. */
    private static Optional<String> connectFailure(URI target) {
        int port = target.getPort() != -1 ? target.getPort() : "https".equals(target.getScheme()) ? 443 : 80;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(target.getHost(), port), PROBE_TIMEOUT_MILLIS);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.ofNullable(e.getMessage()).filter(m -> !m.isBlank())
                    .or(() -> Optional.of(e.getClass().getSimpleName()));
        }
    }
}
