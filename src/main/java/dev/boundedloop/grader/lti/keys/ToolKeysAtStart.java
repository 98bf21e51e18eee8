package dev.boundedloop.grader.lti.keys;

import org.springframework.beans.factory.InitializingBean;
import org.springframework.stereotype.Component;

/**
 * Makes the tool's first key at the first start, before any request: made later, inside the transaction of
 * whatever first signs, it would be invisible to a platform reading {@code /lti/jwks} meanwhile.
 */
@Component
class ToolKeysAtStart implements InitializingBean {

    private final ToolKeys keys;

    ToolKeysAtStart(ToolKeys keys) {
        this.keys = keys;
    }

    @Override
    public void afterPropertiesSet() {
        keys.current();
    }
}
