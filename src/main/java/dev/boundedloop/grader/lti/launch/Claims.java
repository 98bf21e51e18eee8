package dev.boundedloop.grader.lti.launch;

/** The LTI 1.3 claim names the tool reads and writes. */
public final class Claims {

    public static final String LTI = "https://purl.imsglobal.org/spec/lti/claim/";
    public static final String MESSAGE_TYPE = LTI + "message_type";
    public static final String VERSION = LTI + "version";
    public static final String DEPLOYMENT_ID = LTI + "deployment_id";
    public static final String TARGET_LINK_URI = LTI + "target_link_uri";
    public static final String RESOURCE_LINK = LTI + "resource_link";
    public static final String ROLES = LTI + "roles";
    public static final String CONTEXT = LTI + "context";
    public static final String CUSTOM = LTI + "custom";
    public static final String DEEP_LINKING_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";
    public static final String CONTENT_ITEMS = "https://purl.imsglobal.org/spec/lti-dl/claim/content_items";
    public static final String DATA = "https://purl.imsglobal.org/spec/lti-dl/claim/data";
    public static final String AGS_ENDPOINT = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
    public static final String NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";

    public static final String RESOURCE_LINK_REQUEST = "LtiResourceLinkRequest";
    public static final String DEEP_LINKING_REQUEST = "LtiDeepLinkingRequest";
    public static final String DEEP_LINKING_RESPONSE = "LtiDeepLinkingResponse";
    public static final String LTI_VERSION = "1.3.0";

    /** The custom parameter a deep link sets, and a launch reads, to name the assignment. */
    public static final String CUSTOM_ASSIGNMENT = "assignment";

    /** The tag of the grader's line items: one score per learner and assignment, found by it and the resource id. */
    public static final String LINE_ITEM_TAG = "grade";

    private Claims() {}
}
