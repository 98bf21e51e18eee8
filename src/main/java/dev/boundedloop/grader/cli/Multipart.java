package dev.boundedloop.grader.cli;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** A multipart/form-data body, which java.net.http does not build by itself. */
final class Multipart {

    private final String boundary = "grader-" + UUID.randomUUID();
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();

    Multipart field(String name, String value) {
        part("Content-Disposition: form-data; name=\"" + name + "\"\r\n\r\n");
        write(value.getBytes(StandardCharsets.UTF_8));
        write("\r\n".getBytes(StandardCharsets.UTF_8));
        return this;
    }

    Multipart file(String name, String fileName, byte[] content) {
        part("Content-Disposition: form-data; name=\"" + name + "\"; filename=\"" + fileName + "\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n");
        write(content);
        write("\r\n".getBytes(StandardCharsets.UTF_8));
        return this;
    }

    String contentType() {
        return "multipart/form-data; boundary=" + boundary;
    }

    HttpRequest.BodyPublisher publisher() {
        write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return HttpRequest.BodyPublishers.ofByteArray(body.toByteArray());
    }

    private void part(String headers) {
        write(("--" + boundary + "\r\n" + headers).getBytes(StandardCharsets.UTF_8));
    }

    private void write(byte[] bytes) {
        body.write(bytes, 0, bytes.length);
    }
}
