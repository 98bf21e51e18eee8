// Per-case failure rates over each learner's latest graded submission, worst first.
import { getJson } from './api.js';
import { el } from './dom.js';
import { badge, percent } from './format.js';

export async function failuresSection(assignment) {
  const rates = await getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/case-failures`);
  // Stable sort: cases that fail equally keep the suite's order.
  const worstFirst = [...rates].sort((a, b) => b.failureRate - a.failureRate || b.failures - a.failures);
  return el('section', { class: 'panel', id: 'failures', 'aria-labelledby': 'failures-heading' },
    el('h2', { id: 'failures-heading' }, 'Case failure rates'),
    el('p', { class: 'hint' }, 'Over each learner\'s latest graded submission; anything but PASS counts as a failure.'),
    rates.length === 0
      ? el('p', { class: 'empty' }, 'No learner has a graded submission yet.')
      // Focusable, so a keyboard can scroll it when it is taller or wider than its panel.
      : el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': 'Case failure rates' }, el('table', { class: 'data compact', id: 'failure-table' },
        el('thead', {}, el('tr', {},
          ['Case', 'Name', 'Category', 'Visibility', 'Failed', 'Rate'].map((h) => el('th', { scope: 'col' }, h)))),
        el('tbody', {}, worstFirst.map(row)))));
}

function row(rate) {
  return el('tr', { 'data-case': rate.caseId, 'data-failures': rate.failures },
    el('td', { class: 'mono' }, rate.caseId),
    el('td', { class: 'case-name' }, rate.name),
    el('td', {}, rate.category),
    el('td', {}, badge(rate.visibility)),
    el('td', { class: 'num' }, `${rate.failures} / ${rate.submissions}`),
    el('td', { class: 'rate' },
      el('meter', { min: 0, max: 1, value: rate.failureRate, 'aria-hidden': 'true' }),
      ' ', percent(rate.failureRate)));
}
