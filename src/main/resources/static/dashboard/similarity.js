// Code similarity: start a comparison of the learners' final submissions, the pairs the latest run
// kept, and one pair side by side with the lines they share marked in both sources.
import { ApiError, getJson, send } from './api.js';
import { busyForm, field } from './forms.js';
import { el } from './dom.js';
import { badge, percent, shortId, time } from './format.js';
import { go, routeHref, routeLink } from './route.js';

export async function similaritySections(query) {
  const assignment = query.get('assignment');
  const base = `/api/instructor/assignments/${encodeURIComponent(assignment)}/similarity`;
  const runId = query.get('run');
  const run = await latestOrNone(runId ? `${base}/${encodeURIComponent(runId)}` : base);
  const a = query.get('a');
  const b = query.get('b');
  if (run && a && b) {
    const pair = (run.pairs ?? []).find((p) => p.submissionA === a && p.submissionB === b);
    if (pair) return [await sideBySide(assignment, run, pair)];
  }
  return [runSection(assignment, base, run)];
}

async function latestOrNone(path) {
  try {
    return await getJson(path);
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}

function runSection(assignment, base, run) {
  const threshold = el('input', { type: 'number', min: 0.1, max: 1, step: 0.05, value: run?.threshold ?? 0.5,
    inputmode: 'decimal' });
  const form = busyForm(
    el('form', { class: 'course-form inline-form', id: 'similarity-form', novalidate: true },
      field('Least similarity to keep a pair (0.1 to 1)', 'threshold', threshold),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'similarity-start' }, 'Compare final submissions'))),
    () => send('POST', base, undefined, { threshold: threshold.value }),
    () => go(routeHref({ view: 'similarity', assignment })));
  return el('section', { class: 'panel wide course-action', id: 'similarity', 'aria-labelledby': 'similarity-heading' },
    el('h2', { id: 'similarity-heading' }, 'Similarity'),
    el('p', { class: 'hint' }, 'Compares every learner\'s final submission with every other, leaving out the starter code.'),
    form,
    run ? runSummary(run) : el('p', { class: 'empty', id: 'similarity-none' }, 'No comparison has run on this assignment yet.'),
    run?.state === 'DONE' && pairTable(assignment, run));
}

function runSummary(run) {
  return el('p', { id: 'similarity-run' }, 'Latest run ', badge(run.state), ' requested by ', run.requestedBy, ' ',
    time(run.requestedAt),
    run.state === 'DONE' && `: ${run.submissions} submissions compared, ${run.pairsFound} pairs at or above ${percent(run.threshold)}.`,
    run.message && el('span', { class: 'hint' }, ' ', run.message));
}

function pairTable(assignment, run) {
  if (!run.pairs || run.pairs.length === 0) return el('p', { class: 'empty', id: 'pairs-empty' }, 'No pair reached the threshold.');
  return el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'pair-table' },
    el('caption', { class: 'visually-hidden' }, 'Similar pairs, most similar first'),
    el('thead', {}, el('tr', {}, ['Learners', 'Similarity', 'Shared stretches', ''].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, run.pairs.map((p) => el('tr', { 'data-a': p.submissionA, 'data-b': p.submissionB },
      el('td', {}, p.learnerA, ' and ', p.learnerB),
      el('td', { class: 'num' }, percent(p.similarity)),
      el('td', { class: 'num' }, p.matches.length),
      el('td', {}, routeLink({ view: 'similarity', assignment, run: run.id, a: p.submissionA, b: p.submissionB },
        { class: 'compare', 'aria-label': `Compare ${p.learnerA} and ${p.learnerB} side by side` }, 'Side by side')))))));
}

async function sideBySide(assignment, run, pair) {
  const [a, b] = await Promise.all([pair.submissionA, pair.submissionB].map((id) =>
    getJson(`/api/instructor/submissions/${encodeURIComponent(id)}`)));
  return el('article', { class: 'panel wide course-action', id: 'similarity-pair', 'aria-labelledby': 'pair-heading' },
    routeLink({ view: 'similarity', assignment, run: run.id }, { class: 'back', id: 'pair-back' }, '← All pairs'),
    el('h2', { id: 'pair-heading' }, pair.learnerA, ' and ', pair.learnerB, ': ', percent(pair.similarity), ' similar'),
    el('ol', { class: 'match-list', id: 'match-list' }, pair.matches.map((m, i) => el('li', { 'data-match': i + 1 },
      `Match ${i + 1}: `,
      el('a', { href: `#a-line-${m.a.startLine}` }, `${pair.learnerA} lines ${m.a.startLine}–${m.a.endLine}`), ' and ',
      el('a', { href: `#b-line-${m.b.startLine}` }, `${pair.learnerB} lines ${m.b.startLine}–${m.b.endLine}`),
      `, ${m.tokens} tokens`))),
    el('div', { class: 'side-by-side' },
      sourceColumn('a', pair.learnerA, a, pair.matches.map((m) => m.a)),
      sourceColumn('b', pair.learnerB, b, pair.matches.map((m) => m.b))));
}

/** One source, a line per row, each line in a shared stretch marked with the number of its match. */
function sourceColumn(side, learner, submission, ranges) {
  const headingId = `source-${side}-heading`;
  const lines = submission.source.split('\n');
  const matchOf = (n) => ranges.findIndex((r) => n >= r.startLine && n <= r.endLine);
  return el('section', { class: 'source-column', id: `source-${side}`, 'aria-labelledby': headingId },
    el('h3', { id: headingId }, learner, ' ',
      el('span', { class: 'mono hint', title: submission.id }, shortId(submission.id))),
    el('pre', { class: 'source numbered', tabindex: 0 }, el('code', {},
      lines.map((text, i) => {
        const n = i + 1;
        const match = matchOf(n);
        const row = [el('span', { class: 'ln', 'aria-hidden': 'true' }, n),
          el('span', { class: 'gutter' }, match >= 0 ? `${match + 1}` : ''),
          el('span', { class: 'text' }, `${text}\n`)];
        return match >= 0
          ? el('mark', { class: 'line matched', id: `${side}-line-${n}`, 'data-line': n, 'data-match': match + 1 }, row)
          : el('span', { class: 'line', id: `${side}-line-${n}`, 'data-line': n }, row);
      }))));
}
