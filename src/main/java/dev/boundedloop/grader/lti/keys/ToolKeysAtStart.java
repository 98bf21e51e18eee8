package dev.boundedloop.grader.lti.keys;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;

/**
 * Makes the tool's first key at the first start, before any request: made later, inside the transaction of
 * whatever first signs, it would be invisible to a platform reading {@code /lti/jwks} meanwhile. It runs once
 * every singleton is made, so after the migrations have made the keys' table, and before the web server opens.
 */
@Component
class ToolKeysAtStart implements SmartInitializingSingleton {

    private final ToolKeys keys;

    ToolKeysAtStart(ToolKeys keys) {
        this.keys = keys;
    }

    @Override
    public void afterSingletonsInstantiated() {
        keys.current();
    }
}
