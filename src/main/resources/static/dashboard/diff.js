// Where a case's expected and observed values differ: a loop run's observation is a map of counters and
// lists (trace, refusals, drafts) hundreds of lines long as JSON, and what failed is one or two fields
// in it. This walks both values and keeps only the leaves that differ, with their paths.

const ABSENT = Symbol('absent');

/** The differing leaves, in the expected value's order: [{path, expected, observed}]; ABSENT for a missing side. */
export function differences(expected, observed, path = '') {
  if (Array.isArray(expected) && Array.isArray(observed)) {
    const found = [];
    for (let i = 0; i < Math.max(expected.length, observed.length); i++) {
      found.push(...differences(i < expected.length ? expected[i] : ABSENT, i < observed.length ? observed[i] : ABSENT,
        `${path}[${i}]`));
    }
    return found;
  }
  if (isMap(expected) && isMap(observed)) {
    const keys = [...Object.keys(expected), ...Object.keys(observed).filter((k) => !(k in expected))];
    return keys.flatMap((k) => differences(k in expected ? expected[k] : ABSENT, k in observed ? observed[k] : ABSENT,
      path ? `${path}.${k}` : k));
  }
  if (typeof expected === 'string' && typeof observed === 'string' && (expected.includes('\n') || observed.includes('\n'))) {
    const e = expected.split('\n');
    const o = observed.split('\n');
    const found = [];
    for (let i = 0; i < Math.max(e.length, o.length); i++) {
      if (e[i] !== o[i]) found.push({ path: `${path ? `${path} ` : ''}line ${i + 1}`, expected: e[i] ?? ABSENT, observed: o[i] ?? ABSENT });
    }
    return found;
  }
  return same(expected, observed) ? [] : [{ path, expected, observed }];
}

/**
 * The differences with the one the grader judged first in front. Its message names that field
 * ("modelCalls: expected 3, observed 4"), while a stored value lists its fields alphabetically, so the
 * walk alone would call another field first.
 */
export function judgedFirst(found, message) {
  const field = judgedField(message);
  if (!field) return found;
  const at = found.findIndex(({ path }) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`));
  return at <= 0 ? found : [found[at], ...found.slice(0, at), ...found.slice(at + 1)];
}

/**
 * The field a case's message says the grader judged first, as a path of the stored values: a charged
 * step's "step 3: expected …" is steps[2], "ledger (calls, cents) …" the ledger, "the run should end
 * with …" its end, "expected 2 provider attempts …" providerAttempts; otherwise the word before
 * ": expected " ("modelCalls: expected 3, observed 4"). A property's message carries the same words
 * after its seed and shrinking.
 */
export function judgedField(message) {
  const text = message || '';
  let hit = /\bstep (\d+): expected /.exec(text);
  if (hit) return `steps[${Number(hit[1]) - 1}]`;
  if (/\bledger \(calls, cents\)/.test(text)) return 'ledger';
  if (/\bthe run should end with /.test(text)) return 'end';
  if (/\bexpected \d+ provider attempts and \d+ tool runs/.test(text)) return 'providerAttempts';
  hit = /([A-Za-z_]\w*): expected /.exec(text);
  return hit ? hit[1] : null;
}

/** A value on one line, as JSON unless it is text; an absent one says so. */
export function compact(v) {
  if (v === ABSENT) return '(absent)';
  if (v === undefined || v === null) return 'null';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * The observed text split around what differs from the expected text: [before, differing, after], the
 * common beginning and end left out of the middle so the <mark> falls on the change itself. The change
 * is widened to whole words: an enum value or a number differs as a whole (MODEL_CALL_LIMIT against
 * [MODEL_COST_LIMIT], not MODEL_C[OST]_LIMIT; 17 against [21], not [2]1... against 1[7]).
 */
export function changedPart(expectedText, observedText) {
  let start = 0;
  while (start < expectedText.length && start < observedText.length && expectedText[start] === observedText[start]) start++;
  let end = 0;
  while (end < expectedText.length - start && end < observedText.length - start
    && expectedText[expectedText.length - 1 - end] === observedText[observedText.length - 1 - end]) end++;
  if (expectedText === observedText) return [observedText, '', ''];
  while (start > 0 && inWord(observedText, start - 1) && (inWord(observedText, start) || inWord(expectedText, start))) start--;
  let stop = observedText.length - end;
  while (end > 0 && inWord(observedText, stop) && (inWord(observedText, stop - 1)
    || inWord(expectedText, expectedText.length - end - 1))) {
    end--;
    stop++;
  }
  return [observedText.slice(0, start), observedText.slice(start, stop), observedText.slice(stop)];
}

function inWord(text, i) {
  return i >= 0 && i < text.length && /[\p{L}\p{N}_]/u.test(text[i]);
}

/** The first trace step or refusal call id among the differences, where the transcript shows the change. */
export function firstDifferingCall(expected, observed, found) {
  for (const { path } of found) {
    const step = /^(trace|refusals)\[(\d+)\]/.exec(path);
    if (!step) continue;
    const key = step[1] === 'trace' ? 'callId' : 'call';
    const index = Number(step[2]);
    const id = observed?.[step[1]]?.[index]?.[key] ?? expected?.[step[1]]?.[index]?.[key];
    if (id) return String(id);
  }
  return null;
}

function isMap(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function same(a, b) {
  return a === b || (a !== ABSENT && b !== ABSENT && JSON.stringify(a) === JSON.stringify(b));
}
