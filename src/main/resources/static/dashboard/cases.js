// Every case of a report: its verdict and points, and for a case that did not pass, what differed.
import { el } from './dom.js';
import { badge, score, value } from './format.js';
import { transcriptAnchor } from './transcripts.js';

export function casesSection(report) {
  const withTranscript = new Set(report.transcripts.map((t) => t.caseId));
  const failing = report.cases.filter((c) => c.outcome !== 'PASS').length;
  return el('section', { class: 'panel wide', id: 'cases', 'aria-labelledby': 'cases-heading' },
    el('h3', { id: 'cases-heading' }, 'Cases'),
    el('p', { class: 'hint' }, `${report.cases.length} cases, ${failing} not passed; score ${score(report.score, report.maxScore)}.`),
    report.cases.length === 0 ? el('p', { class: 'empty' }, 'No case ran.') : casesTable(report, withTranscript));
}

function casesTable(report, withTranscript) {
  const table = el('table', { class: 'data', id: 'case-table' },
    el('thead', {}, el('tr', {}, ['Case', 'Category', 'Outcome', 'Points', 'Expected', 'Observed', 'Message']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, report.cases.map((c) => caseRow(c, withTranscript.has(c.id)))));
  const onlyNotPassed = el('input', {
    type: 'checkbox', id: 'only-not-passed',
    onchange: (event) => table.classList.toggle('only-not-passed', event.target.checked),
  });
  return [el('label', { class: 'toggle', for: 'only-not-passed' }, onlyNotPassed, 'Only cases that did not pass'),
    el('div', { class: 'scroll' }, table)];
}

function caseRow(c, hasTranscript) {
  return el('tr', { id: `case-${c.id}`, 'data-case': c.id, class: c.outcome === 'PASS' ? 'passed' : 'not-passed' },
    el('th', { scope: 'row' },
      el('span', { class: 'mono' }, c.id), el('br'), el('span', { class: 'case-name' }, c.name), ' ',
      badge(c.visibility),
      hasTranscript && [el('br'), el('a', { href: `#${encodeURIComponent(transcriptAnchor(c.id))}`, class: 'to-transcript' }, 'transcript')]),
    el('td', {}, c.category),
    el('td', { class: 'outcome' }, badge(c.outcome)),
    el('td', { class: 'points num' }, score(c.points, c.maxPoints)),
    el('td', {}, el('code', { class: 'expected' }, value(c.expected))),
    el('td', {}, el('code', { class: 'observed' }, value(c.observed))),
    el('td', { class: 'message' },
      c.message && el('span', { class: 'case-message' }, c.message),
      c.input !== undefined && el('details', {}, el('summary', {}, 'input'), el('code', {}, value(c.input))),
      c.stdout && el('details', {}, el('summary', {}, 'output'), el('pre', { class: 'stdout' }, c.stdout))));
}
