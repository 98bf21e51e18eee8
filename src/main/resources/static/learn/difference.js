// Expected against observed, compactly. A run's observation (a map of counters, lists and transcripts)
// is long as JSON and what failed is one or two values in it, so only the values that differ are shown,
// each by its path, the first one in the open and the changed part of the observed text marked; the whole
// values are one click away. A single value shows both lines with the observed one marked.
import { el } from '/dashboard/dom.js';
import { changedPart, compact, differences, judgedFirst } from '/dashboard/diff.js';
import { value } from '/dashboard/format.js';
import { statusExplanations } from '/dashboard/statuses.js';

// Enough to see a pattern (an off-by-one shifts every later message) without a screen of rows.
const SHOWN = 4;

/**
 * @param message the case's message, which names the field the grader judged first
 * @param explained the status names already explained on the page, which this adds to
 */
export function difference(expected, observed, message, explained = new Set()) {
  if (structured(expected) || structured(observed)) return differingValues(expected, observed, message, explained);
  const same = value(expected) === value(observed);
  return [el('dl', { class: 'difference' },
    el('dt', {}, 'expected'), el('dd', {}, el('code', { class: 'expected' }, value(expected))),
    el('dt', {}, 'observed'), el('dd', {}, same
      ? el('code', { class: 'observed' }, value(observed))
      : el('mark', {}, el('code', { class: 'observed' }, value(observed))))),
  statusExplanations(explained, message, value(expected), value(observed))];
}

function differingValues(expected, observed, message, explained) {
  const found = judgedFirst(differences(expected, observed), message);
  const list = (items, start) => el('ol', { class: 'differences', start: start + 1 },
    items.map((d, i) => differingValue(d, start + i === 0)));
  return el('div', { class: 'differing-values' },
    el('p', { class: 'hint' }, found.length === 0 ? 'The values are the same; the message above says what failed.'
      : `${found.length} value${found.length === 1 ? '' : 's'} differ${found.length === 1 ? 's' : ''} from the reference.`),
    found.length > 0 && list(found.slice(0, SHOWN), 0),
    statusExplanations(explained, message, ...found.slice(0, SHOWN).flatMap((d) => [compact(d.expected), compact(d.observed)])),
    found.length > SHOWN && el('details', { class: 'more-differences' },
      el('summary', {}, `${found.length - SHOWN} more difference${found.length - SHOWN === 1 ? '' : 's'}`),
      list(found.slice(SHOWN), SHOWN)),
    el('details', { class: 'whole-values' }, el('summary', {}, 'Whole expected and observed values'),
      el('h4', {}, 'Expected'), el('pre', { class: 'value expected-whole' }, value(expected)),
      el('h4', {}, 'Observed'), el('pre', { class: 'value observed-whole' }, value(observed))));
}

function differingValue(d, first) {
  const expectedText = compact(d.expected);
  const observedText = compact(d.observed);
  const [before, changed, after] = changedPart(expectedText, observedText);
  return el('li', { class: `differs${first ? ' first' : ''}`, 'data-field': d.path },
    first && el('span', { class: 'difference-label' }, 'first difference'),
    el('span', { class: 'mono path' }, d.path || '(value)'),
    el('dl', { class: 'difference' },
      el('dt', {}, 'expected'), el('dd', {}, el('code', { class: 'expected' }, expectedText)),
      el('dt', {}, 'observed'), el('dd', {}, el('code', { class: 'observed' }, before, changed && el('mark', {}, changed), after))));
}

function structured(v) {
  return v !== null && typeof v === 'object';
}
