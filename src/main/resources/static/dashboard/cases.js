// Every case of a report: its verdict and points, and for a case that did not pass only what differed
// between expected and observed (the changed part of the observed value marked), the whole values one
// click away. Passed cases are one line each and hidden until asked for, so a report with a few failures
// reads in a screen or two.
import { changedPart, compact, differences, firstDifferingCall, judgedFirst } from './diff.js';
import { el } from './dom.js';
import { badge, score, value } from './format.js';
import { transcriptAnchor } from './transcripts.js';
import { verdictBadge, verdictLegend } from './verdicts.js';

// How much of a long value a difference shows: the change (up to so many characters) and a few characters
// either side of it; less on the one line every case shows, more in the list behind it.
const ON_THE_LINE = { context: 12, change: 40 };
const IN_THE_LIST = { context: 24, change: 80 };
const LISTED_DIFFERENCES = 20;
const OUTCOME_LEGEND = 'outcome-legend';

/** The tool call each not-passed case's transcript should open at, by case id (only where one is known). */
export function firstDifferences(report) {
  const calls = new Map();
  for (const c of report.cases) {
    if (c.outcome === 'PASS') continue;
    const call = firstDifferingCall(c.expected, c.observed, differences(c.expected, c.observed));
    if (call) calls.set(c.id, call);
  }
  return calls;
}

export function casesSection(report, transcriptLinks) {
  const failing = report.cases.filter((c) => c.outcome !== 'PASS').length;
  return el('section', { class: 'panel wide', id: 'cases', 'aria-labelledby': 'cases-heading' },
    // What each outcome means, and what the learner can do about it: beside the heading, so that folded
    // (on a narrow screen) it takes no line of its own.
    el('div', { class: 'section-head' }, el('h3', { id: 'cases-heading' }, 'Cases'),
      verdictLegend(OUTCOME_LEGEND, 'What the outcomes mean', report.cases.map((c) => c.outcome))),
    el('p', { class: 'hint' }, `${report.cases.length} cases, ${failing} not passed; score ${score(report.score, report.maxScore)}.`),
    report.cases.length === 0 ? el('p', { class: 'empty' }, 'No case ran.') : casesTable(report, transcriptLinks, failing > 0));
}

function casesTable(report, transcriptLinks, anyFailing) {
  const table = el('table', { class: `data${anyFailing ? ' only-not-passed' : ''}`, id: 'case-table' },
    el('caption', { class: 'visually-hidden' }, 'Cases in report order'),
    el('thead', {}, el('tr', {}, ['Case', 'Outcome', 'Points', 'What differed']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, report.cases.map((c) => caseRow(c, transcriptLinks.get(c.id)))));
  const onlyNotPassed = el('input', {
    type: 'checkbox', id: 'only-not-passed', checked: anyFailing,
    onchange: (event) => table.classList.toggle('only-not-passed', event.target.checked),
  });
  return [el('label', { class: 'toggle', for: 'only-not-passed' }, onlyNotPassed, 'Only cases that did not pass'),
    el('div', { class: 'scroll' }, table)];
}

function caseRow(c, transcriptLink) {
  const passed = c.outcome === 'PASS';
  return el('tr', { id: `case-${c.id}`, 'data-case': c.id, class: passed ? 'passed' : 'not-passed' },
    el('th', { scope: 'row' },
      el('span', { class: 'mono' }, c.id), ' ', badge(c.visibility), ' ',
      el('span', { class: 'case-name' }, c.name), el('span', { class: 'hint' }, ` · ${c.category}`),
      transcriptLink && [' ', el('a', { href: `#${encodeURIComponent(transcriptLink)}`, class: 'to-transcript' },
        'transcript')]),
    el('td', { class: 'outcome' }, verdictBadge(c.outcome, OUTCOME_LEGEND)),
    el('td', { class: 'points num' }, score(c.points, c.maxPoints)),
    el('td', { class: 'difference' }, !passed && difference(c)));
}

/**
 * The first difference on one line, and the case's message when it says more than that line; the
 * rest (every differing field, the whole values, the input and output) behind one summary.
 */
function difference(c) {
  const found = structured(c) ? judgedFirst(differences(c.expected, c.observed), c.message) : [];
  const first = structured(c) ? found[0] && pathLine(found[0]) : valueLine(c);
  // The message is the first difference in words (a counterexample, why the run ended): shown in place
  // of a difference line when there is none, otherwise one click away.
  const messageShown = Boolean(c.message) && !first;
  const extras = [
    c.message && !messageShown && el('p', { class: 'case-message' }, c.message),
    found.length > 1 && differenceTable(c, found),
    structured(c) && [el('h4', {}, 'Expected'), el('pre', { class: 'value expected-whole' }, value(c.expected)),
      el('h4', {}, 'Observed'), el('pre', { class: 'value observed-whole' }, value(c.observed))],
    c.input != null && [el('h4', {}, 'Input'), el('pre', { class: 'value' }, value(c.input))],
    c.stdout && [el('h4', {}, 'Output'), el('pre', { class: 'stdout' }, c.stdout)]];
  return [
    messageShown && el('p', { class: 'case-message' }, c.message),
    first,
    extras.flat(Infinity).some(Boolean) && el('details', { class: 'more' },
      el('summary', {}, moreLabel(c, found)), extras)];
}

function moreLabel(c, found) {
  const parts = [];
  if (found.length > 1) parts.push(`all ${found.length} differences`);
  if (structured(c)) parts.push('whole values');
  if (c.input != null) parts.push('input');
  if (c.stdout) parts.push('output');
  if (parts.length === 0) parts.push('message');
  return parts.join(', ');
}

function structured(c) {
  return (c.expected !== null && typeof c.expected === 'object') || (c.observed !== null && typeof c.observed === 'object')
    || String(c.expected).includes('\n') || String(c.observed).includes('\n');
}

// One value against another: both inline, the change in the observed one marked.
function valueLine(c) {
  if (c.expected == null && c.observed == null) return null;
  return el('p', { class: 'inline-diff' }, 'expected ', el('code', { class: 'expected' }, compact(c.expected)),
    ', observed ', el('code', { class: 'observed' }, marked(compact(c.expected), compact(c.observed))));
}

function pathLine(d) {
  const { expected, observed } = excerpts(compact(d.expected), compact(d.observed), ON_THE_LINE);
  return el('p', { class: 'inline-diff', 'data-path': d.path },
    el('span', { class: 'mono path' }, d.path || '(value)'), ': expected ',
    el('code', { class: 'diff-expected' }, expected), ', observed ', el('code', { class: 'diff-observed' }, observed));
}

function differenceTable(c, found) {
  return el('table', { class: 'diff' },
    el('caption', { class: 'visually-hidden' }, `Where case ${c.id}'s expected and observed differ`),
    el('thead', {}, el('tr', {}, ['Field', 'Expected', 'Observed'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, found.slice(0, LISTED_DIFFERENCES).map((d) => {
      const { expected, observed } = excerpts(compact(d.expected), compact(d.observed), IN_THE_LIST);
      return el('tr', { 'data-path': d.path },
        el('th', { scope: 'row', class: 'mono' }, d.path || '(value)'),
        el('td', {}, el('code', { class: 'diff-expected' }, expected)),
        el('td', {}, el('code', { class: 'diff-observed' }, observed)));
    })),
    found.length > LISTED_DIFFERENCES && el('tfoot', {}, el('tr', {}, el('td', { colspan: 3, class: 'hint' },
      `and ${found.length - LISTED_DIFFERENCES} more in the whole values`))));
}

function marked(expectedText, observedText) {
  const [before, changed, after] = changedPart(expectedText, observedText);
  return [before, changed && el('mark', {}, changed), after];
}

/**
 * Long values cut down to the change and a little on either side: the expected text, and the observed
 * one with its changed part marked.
 */
function excerpts(expectedText, observedText, { context, change }) {
  const [before, changed, after] = changedPart(expectedText, observedText);
  const expectedChanged = expectedText.slice(before.length, expectedText.length - after.length);
  const head = before.length > context ? `…${before.slice(-context)}` : before;
  const tail = after.length > context ? `${after.slice(0, context)}…` : after;
  const cut = (text) => (text.length > change ? `${text.slice(0, change)}…` : text);
  return { expected: head + cut(expectedChanged) + tail, observed: [head, changed && el('mark', {}, cut(changed)), tail] };
}
