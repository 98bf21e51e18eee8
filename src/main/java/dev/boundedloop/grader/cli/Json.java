package dev.boundedloop.grader.cli;

import tools.jackson.databind.json.JsonMapper;

/**
 * The command line's JSON mapper, made on first use. A static of a command's own class would be made
 * whenever picocli builds the command line, which makes every command, for {@code --version} too.
 */
final class Json {

    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {}
}
