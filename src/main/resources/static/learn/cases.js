// The report's cases as the learner may see them: those that did not pass first and open, each with
// what differed; the passed ones folded into one line.
import { el } from '/dashboard/dom.js';
import { compact } from '/dashboard/diff.js';
import { score, value } from '/dashboard/format.js';
import { statusExplanations } from '/dashboard/statuses.js';
import { verdictBadge, verdictLegend } from '/dashboard/verdicts.js';
import { difference } from './difference.js';
import { transcript } from './transcript.js';

export function casesSection(report) {
  const transcripts = new Map(report.transcripts.map((t) => [t.caseId, t]));
  const notPassed = report.cases.filter((c) => c.outcome !== 'PASS');
  // A hidden case that did not pass says no more than its outcome, so it takes one line, folded with its kind.
  const visibleNotPassed = notPassed.filter(detailed);
  const hiddenNotPassed = notPassed.filter((c) => !detailed(c));
  const passed = report.cases.filter((c) => c.outcome === 'PASS');
  // Each status name is explained once, where it first appears.
  const explained = new Set();
  return el('section', { class: 'panel wide', id: 'cases', 'aria-labelledby': 'cases-heading' },
    el('h3', { id: 'cases-heading' }, 'Cases'),
    el('p', { class: 'hint' }, `${report.cases.length} cases shown, ${notPassed.length} not passed.`),
    visibleNotPassed.length > 0 && el('ul', { class: 'cases', id: 'failed-cases' },
      visibleNotPassed.map((c) => caseItem(c, transcripts.get(c.id), report.id, explained))),
    folded('hidden-failed-cases', `${hiddenNotPassed.length} hidden not passed (only their outcomes are shown)`, hiddenNotPassed),
    folded('passed-cases', `${passed.length} passed`, passed),
    // What each outcome shown means, and what to do about it.
    verdictLegend(OUTCOME_LEGEND, 'What the outcomes mean', report.cases.map((c) => c.outcome)));
}

// Visible cases, and hidden ones once the course shows them in full (after the due time, if it says so).
function detailed(c) {
  return c.visibility === 'VISIBLE' || c.name != null || c.expected !== undefined;
}

function folded(id, title, cases) {
  if (cases.length === 0) return null;
  return el('details', { class: 'folded-cases', id },
    el('summary', {}, title),
    el('ul', { class: 'cases compact-list' }, cases.map((c) => caseLine(c))));
}

// The input decides the case, so a short one stands on one line beside what differed; a long one (a whole
// scenario) is one click away, its size said.
const INPUT_ON_ONE_LINE = 160;
const OUTCOME_LEGEND = 'outcome-legend';

function input(given) {
  const line = compact(given);
  if (line.length <= INPUT_ON_ONE_LINE) {
    return el('p', { class: 'input' }, el('span', { class: 'input-label' }, 'Input '), el('code', {}, line));
  }
  const text = value(given);
  return el('details', { class: 'input' },
    el('summary', {}, `Input (${text.split('\n').length} lines)`), el('pre', {}, text));
}

function caseItem(c, t, submissionId, explained) {
  const visible = detailed(c);
  return el('li', { class: 'case card', 'data-case': c.id, 'data-category': c.category },
    caseHeader(c),
    visible && c.message && el('p', { class: 'case-message' }, c.message),
    visible && c.category === 'property' && property(c.input),
    visible && c.category !== 'property' && c.input !== undefined && input(c.input),
    visible && (c.expected !== undefined || c.observed !== undefined)
      && difference(c.expected, c.observed, c.message, explained),
    visible && c.expected === undefined && c.observed === undefined && statusExplanations(explained, c.message),
    c.stdout && el('details', {}, el('summary', {}, 'What your code printed'), el('pre', { class: 'stdout' }, c.stdout)),
    t && transcript(t, submissionId));
}

function caseLine(c) {
  return el('li', { 'data-case': c.id }, caseHeader(c));
}

function caseHeader(c) {
  return el('div', { class: 'case-head' },
    el('span', { class: 'mono case-id' }, c.id),
    c.name && el('span', { class: 'case-name' }, c.name),
    el('span', { class: 'hint' }, c.category),
    el('span', { class: 'outcome' }, verdictBadge(c.outcome, OUTCOME_LEGEND)),
    el('span', { class: 'points num' }, score(c.points, c.maxPoints)));
}

// A property's verdict is reproducible from its seed; the shrunk counterexample is the smallest input found
// on which the disagreement still shows.
function property(input) {
  if (!input) return null;
  return el('dl', { class: 'summary property' },
    el('dt', {}, 'Seed'), el('dd', { class: 'seed mono' }, String(input.seed)),
    input.tries != null && [el('dt', {}, 'Tries'), el('dd', {}, String(input.tries))],
    input.counterexample !== undefined && [el('dt', {}, 'Counterexample'),
      el('dd', {}, el('pre', { class: 'counterexample' }, value(input.counterexample)))]);
}
