// One submission: its status and score, what the learner sent, its report history and its cases
// and transcripts. Source and notes are the learner's own text and are shown only as text.
import { getJson } from './api.js';
import { casesSection, firstDifferences } from './cases.js';
import { el } from './dom.js';
import { score, shortId, time } from './format.js';
import { routeLink } from './route.js';
import { transcriptLinks, transcriptsSection } from './transcripts.js';
import { regradeSection } from './regrade.js';
import { verdictBadge, verdictLegend, verdictMeaning } from './verdicts.js';

export async function detailSection(submissionId, backParams) {
  const s = await getJson(`/api/instructor/submissions/${encodeURIComponent(submissionId)}`);
  const report = s.report;
  const firstCalls = report ? firstDifferences(report) : new Map();
  return el('article', { class: 'detail', id: 'submission-detail', 'data-submission': s.id, 'aria-labelledby': 'detail-heading' },
    routeLink(backParams, { class: 'back', id: 'back-to-list' }, backLabel(backParams)),
    el('h2', { id: 'detail-heading' }, 'Submission ', el('span', { class: 'mono', title: s.id }, shortId(s.id)), ' by ',
      el('span', { class: 'learner' }, s.submitter)),
    summary(s),
    report?.message && el('p', { class: 'report-message', id: 'report-message' }, report.message),
    report && problems(report),
    report ? casesSection(report, transcriptLinks(report, firstCalls))
      : el('p', { class: 'empty' }, `No report yet: the submission is ${s.status}.`),
    report && transcriptsSection(report, firstCalls, s.id),
    learnerText(s),
    history(s.reports),
    regradeSection({ assignment: s.assignment, submission: s.id }));
}

function backLabel(params) {
  if (params.view !== 'learners') return '← All submissions';
  return params.learner ? '← Learner history' : '← Learners';
}

function summary(s) {
  const item = (term, ...value) => [el('dt', {}, term), el('dd', {}, ...value)];
  return el('dl', { class: 'summary' },
    item('Status', el('span', { id: 'detail-status' }, verdictBadge(s.status, 'detail-status-meaning')), ' ',
      verdictMeaning(s.status, 'detail-status-meaning')),
    item('Score', el('span', { id: 'detail-score' }, score(s.score, s.maxScore))),
    s.lateness?.days > 0 && item('Late', el('span', { id: 'detail-late' },
      `${s.lateness.days} day${s.lateness.days === 1 ? '' : 's'}, −${s.lateness.penaltyPercent}%`)),
    s.override && item('Override', el('span', { id: 'detail-override' },
      `${s.override.score} by ${s.override.by}, ${time(s.override.at)}: `, el('q', {}, s.override.reason))),
    item('Assignment', s.assignment),
    item('Submitted', time(s.submittedAt)),
    item('Finished', time(s.finishedAt)),
    item('Suite', s.report?.suite ? `${s.report.suite.version}` : '—'),
    item('Source sha256', el('span', { class: 'mono', title: s.sourceSha256 }, shortId(s.sourceSha256 ?? ''))));
}

// javac's diagnostics for a COMPILE_ERROR, the verifier's violations for a REJECTED.
function problems(report) {
  const diagnostics = report.diagnostics ?? [];
  const violations = report.violations ?? [];
  if (diagnostics.length === 0 && violations.length === 0) return null;
  return el('section', { class: 'panel wide', id: 'problems', 'aria-labelledby': 'problems-heading' },
    el('h3', { id: 'problems-heading' }, diagnostics.length ? 'Compiler diagnostics' : 'Verifier violations'),
    el('ul', { class: 'problems' },
      diagnostics.map((d) => el('li', {}, el('span', { class: 'mono' }, `line ${d.line}, column ${d.column}: `), d.message)),
      violations.map((v) => el('li', {}, el('span', { class: 'mono' }, `${v.owner}#${v.member}: `), v.message))));
}

function learnerText(s) {
  return el('section', { class: 'panel wide', id: 'learner-text', 'aria-labelledby': 'learner-text-heading' },
    el('h3', { id: 'learner-text-heading' }, 'What the learner sent'),
    s.notes ? [el('h4', {}, 'Notes'), el('pre', { class: 'learner-notes', id: 'learner-notes' }, s.notes)]
      : el('p', { class: 'empty' }, 'No notes.'),
    el('details', {},
      el('summary', {}, 'Source'),
      el('pre', { class: 'source', id: 'learner-source' }, el('code', {}, s.source ?? ''))));
}

function history(reports) {
  if (!reports?.length) return null;
  // Collapsed: the current report is the one shown above; earlier ones matter after a regrade.
  const rows = reports.map((r) => el('tr', {},
    el('td', {}, r.origin), el('td', {}, verdictBadge(r.status, 'report-status-legend')),
    el('td', { class: 'num' }, score(r.score, r.maxScore)), el('td', {}, r.suiteVersion), el('td', {}, time(r.createdAt))));
  return el('section', { class: 'panel wide', id: 'reports', 'aria-labelledby': 'reports-heading' },
    el('h3', { id: 'reports-heading' }, 'Reports'),
    el('details', {}, el('summary', {}, `${reports.length} report${reports.length === 1 ? '' : 's'} of this submission`),
      el('div', { class: 'scroll' }, el('table', { class: 'data compact' },
        el('thead', {}, el('tr', {}, ['Origin', 'Status', 'Score', 'Suite version', 'Written'].map((h) => el('th', { scope: 'col' }, h)))),
        el('tbody', {}, rows))),
      verdictLegend('report-status-legend', 'What the statuses mean', reports.map((r) => r.status))));
}
