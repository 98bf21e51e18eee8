// Plain words for the status names a learner meets in a case's expected and observed values and in its
// message: how a charged step ended (ch03-unit-b), how a loop run ended (l01-agent-loop), and what an
// admission policy answered (ch03-unit-a). Each is explained where it appears.
import { el } from './dom.js';

export const STATUS_WORDS = {
  NO_END_WITHIN_THE_OUTER_BOUND: 'the run never ended: the grader stops a run after a fixed, generous number of '
    + 'steps, and your loop was still taking steps then (no step ended it with an answer or a limit)',
  ANSWERED: 'the provider answered without asking for tools, so the run is complete',
  TOOLS_RAN: 'the provider asked for tools; they were admitted, charged and run, and the loop goes on',
  PROVIDER_FAILED: 'the admitted, charged attempt failed; the loop may try again',
  CALL_LIMIT: 'refused before the attempt: the call limit is reached (checked before the cost)',
  COST_LIMIT: 'refused before the attempt: its estimated cost would go over the budget',
  TOOL_LIMIT: 'the tool calls asked for would go over the tool limit, so none of them ran',
  CALL: 'the policy lets the next model attempt start',
  MODEL_CALL_LIMIT: 'refused: the call-count limit is reached (checked before the cost)',
  MODEL_COST_LIMIT: 'refused: the next attempt would take the spending above the budget',
  COMPLETED: 'the model answered without asking for tools',
  EMPTY_REPLY: 'the model answered with neither tool requests nor text',
  TOKEN_LIMIT: 'no output tokens are left for another attempt',
  TIME_LIMIT: "the run's time is up",
  CONTEXT_LIMIT: 'the transcript and the tool schemas no longer fit the context',
  STOP_REQUESTED: 'the caller asked the run to stop',
  MODEL_FAILED: 'the model failed: a provider error, a timeout, an I/O failure or an exhausted script',
  INVALID_USAGE: 'the model reported a number of output tokens outside what it was allowed',
  REPEATED_CALL_ID: 'a tool call id repeated one of the same or an earlier turn',
  BACKSTOP: "the policy admitted an attempt past the call limit and the loop's own ceiling ended the run; a correct "
    + 'policy never gets here',
};

/** The status names that occur as whole words in the texts, each once, in the order met. */
export function statusesIn(...texts) {
  const found = [];
  for (const text of texts) {
    for (const word of String(text ?? '').match(/[A-Z][A-Z_]*[A-Z]/g) ?? []) {
      if (Object.hasOwn(STATUS_WORDS, word) && !found.includes(word)) found.push(word);
    }
  }
  return found;
}

/**
 * A short list that explains each status named in the texts and not yet in explained (a Set, which
 * this adds to, so that a page explains each name once, where it first appears); null when none is new.
 */
export function statusExplanations(explained, ...texts) {
  const found = statusesIn(...texts).filter((word) => !explained.has(word));
  found.forEach((word) => explained.add(word));
  if (found.length === 0) return null;
  return el('dl', { class: 'statuses' }, found.map((word) => [
    el('dt', {}, el('code', {}, word)), el('dd', {}, STATUS_WORDS[word])]));
}
