-- LTI 1.3. The tool's own RSA keys (private JWK as JSON): the current one signs, and every key not yet
-- retired is published at /lti/jwks so that a platform can still check what an older key signed.
CREATE TABLE lti_tool_keys (
    kid         VARCHAR(64) PRIMARY KEY,
    jwk_json    VARCHAR     NOT NULL,
    is_current  BOOLEAN     NOT NULL,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    retired_at  TIMESTAMP WITH TIME ZONE
);

-- A platform (an LMS) registered with the tool: its issuer and the client id it gave the tool, and where
-- its OIDC authorisation endpoint, OAuth2 token endpoint and JWK set are.
CREATE SEQUENCE lti_platforms_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE lti_platforms (
    id                BIGINT PRIMARY KEY,
    issuer            VARCHAR(500)  NOT NULL,
    client_id         VARCHAR(255)  NOT NULL,
    authorization_url VARCHAR(2000) NOT NULL,
    token_url         VARCHAR(2000) NOT NULL,
    jwks_url          VARCHAR(2000) NOT NULL,
    registered_by     VARCHAR(80)   NOT NULL,
    created_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT uq_lti_platforms UNIQUE (issuer, client_id)
);

-- The deployments of the tool a platform may launch from.
CREATE TABLE lti_deployments (
    platform_id   BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    deployment_id VARCHAR(255) NOT NULL,
    PRIMARY KEY (platform_id, deployment_id)
);

-- A login begun at /lti/login: the state and nonce sent to the platform, and a hash of the secret
-- cookie given to the browser that began it. used_at is set by the one launch that may consume it.
CREATE TABLE lti_logins (
    state        VARCHAR(64) PRIMARY KEY,
    nonce        VARCHAR(64) NOT NULL,
    platform_id  BIGINT      NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    browser_hash VARCHAR(64) NOT NULL,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    used_at      TIMESTAMP WITH TIME ZONE
);
CREATE INDEX ix_lti_logins_created ON lti_logins (created_at);

-- Which grader subject (a learner id, or instructor:<name>) a platform's user is.
CREATE TABLE lti_users (
    platform_id    BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    lti_subject    VARCHAR(255) NOT NULL,
    grader_subject VARCHAR(80)  NOT NULL,
    PRIMARY KEY (platform_id, lti_subject)
);

-- The LMS contexts (courses or sections) launched from, each the roster section of its learners.
CREATE TABLE lti_contexts (
    platform_id BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    context_id  VARCHAR(255) NOT NULL,
    title       VARCHAR(500),
    section     VARCHAR(64)  NOT NULL,
    PRIMARY KEY (platform_id, context_id)
);
