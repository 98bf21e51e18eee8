package dev.boundedloop.grader.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * JSON bodies in UTF-8 only (RFC 8259, section 8.1). Jackson would read UTF-16 or UTF-32 too, guessing from
 * the first bytes, and Spring would decode any charset the Content-Type names; a client that sends
 * them has a bug worth hearing about, so both are 415 naming the encoding: a named charset at once,
 * a guessed one when the body's first bytes show it.
 */
final class JsonEncodingFilter extends OncePerRequestFilter {

    static final String ONLY_UTF8 = "; JSON bodies must be UTF-8 (send Content-Type: application/json, "
            + "with no charset or charset=UTF-8)";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        MediaType type = mediaType(request.getContentType());
        if (type == null || !isJson(type)) {
            chain.doFilter(request, response);
            return;
        }
        String charset = type.getParameter("charset");
        if (charset != null && !isUtf8(charset)) {
            ProblemWriter.write(request, response, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported media type",
                    "The body's charset is " + charset + ONLY_UTF8);
            return;
        }
        chain.doFilter(new Sniffed(request), response);
    }

    private static MediaType mediaType(String contentType) {
        if (contentType == null) {
            return null;
        }
        try {
            return MediaType.parseMediaType(contentType);
        } catch (InvalidMediaTypeException malformed) {
            return null; // Spring's own content negotiation answers it with 415
        }
    }

    private static boolean isJson(MediaType type) {
        return MediaType.APPLICATION_JSON.isCompatibleWith(type) || type.getSubtype().endsWith("+json");
    }

    private static boolean isUtf8(String charset) {
        try {
            return Charset.forName(charset.replace("\"", "")).equals(StandardCharsets.UTF_8);
        } catch (RuntimeException unknown) {
            return false;
        }
    }

    /** Raised on the first read of a body that starts as UTF-16 or UTF-32 does; mapped to 415. */
    static final class NotUtf8Exception extends IOException {
        NotUtf8Exception(String encoding) {
            super("The body is " + encoding + ONLY_UTF8);
        }
    }

    /**
     * The encoding a JSON text's first bytes show (RFC 4627, section 3): a byte-order mark, or a zero byte
     * among the first four, which UTF-8 JSON never has since it starts with ASCII.
     */
    static String nonUtf8Encoding(byte[] head, int length) {
        if (length >= 2 && ((head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF)) {
            return "UTF-16 (big-endian byte-order mark)";
        }
        if (length >= 2 && ((head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE)) {
            return "UTF-16 (little-endian byte-order mark)";
        }
        for (int i = 0; i < Math.min(length, 4); i++) {
            if (head[i] == 0) {
                return "UTF-16 or UTF-32 (it has zero bytes)";
            }
        }
        return null;
    }

    private static final class Sniffed extends HttpServletRequestWrapper {
        private ServletInputStream stream;

        Sniffed(HttpServletRequest request) {
            super(request);
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (stream == null) {
                stream = new SniffingStream(super.getInputStream());
            }
            return stream;
        }
    }

    /** Looks at the first four bytes before handing any on. */
    private static final class SniffingStream extends ServletInputStream {
        private final ServletInputStream in;
        private byte[] head;
        private int headLength;
        private int headRead;

        SniffingStream(ServletInputStream in) {
            this.in = in;
        }

        private void sniff() throws IOException {
            if (head != null) {
                return;
            }
            head = new byte[4];
            while (headLength < head.length) {
                int n = in.read(head, headLength, head.length - headLength);
                if (n < 0) {
                    break;
                }
                headLength += n;
            }
            String encoding = nonUtf8Encoding(head, headLength);
            if (encoding != null) {
                throw new NotUtf8Exception(encoding);
            }
        }

        @Override
        public int read() throws IOException {
            sniff();
            if (headRead < headLength) {
                return head[headRead++] & 0xFF;
            }
            return in.read();
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            sniff();
            if (length == 0) {
                return 0;
            }
            if (headRead < headLength) {
                int n = Math.min(length, headLength - headRead);
                System.arraycopy(head, headRead, buffer, offset, n);
                headRead += n;
                return n;
            }
            return in.read(buffer, offset, length);
        }

        @Override
        public boolean isFinished() {
            return headRead >= headLength && in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }
}
