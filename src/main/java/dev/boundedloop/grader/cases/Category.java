package dev.boundedloop.grader.cases;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What a case exercises; instructors read failure rates per category. */
public enum Category {
    @JsonProperty("precedence") PRECEDENCE,
    @JsonProperty("boundary") BOUNDARY,
    @JsonProperty("transfer") TRANSFER,
    @JsonProperty("loop") LOOP,
    @JsonProperty("property") PROPERTY,
    @JsonProperty("stopping") STOPPING,
    @JsonProperty("transcript") TRANSCRIPT,
    @JsonProperty("observer") OBSERVER,
    @JsonProperty("model_failure") MODEL_FAILURE
}
