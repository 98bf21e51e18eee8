// The learner's submissions to one assignment, newest first: score, what the course counts, and late marks.
import { getJson } from './api.js';
import { el } from '/dashboard/dom.js';
import { score, time } from '/dashboard/format.js';
import { routeLink } from './route.js';
import { verdictBadge, verdictLegend } from '/dashboard/verdicts.js';

const PAGE_SIZE = 10;
const STATUS_LEGEND = 'status-legend';

export async function historySection(assignment, page) {
  const body = await getJson('/api/me/submissions', { assignment, page, size: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(body.total / PAGE_SIZE));
  return el('section', { class: 'panel wide', id: 'history', 'aria-labelledby': 'history-heading' },
    el('h2', { id: 'history-heading' }, 'Your submissions'),
    body.items.length === 0
      ? el('p', { class: 'empty' }, 'You have not submitted to this assignment yet.')
      : [el('ul', { class: 'cards history', id: 'history-list' }, body.items.map(item)),
        verdictLegend(STATUS_LEGEND, 'What the statuses mean', body.items.map((s) => s.status)),
        pages > 1 && el('nav', { class: 'pager', 'aria-label': 'History pages' },
          page > 0 && routeLink({ assignment, page: page - 1 }, { id: 'history-newer' }, '← Newer'),
          el('span', { id: 'history-position' }, `Page ${page + 1} of ${pages} · ${body.total} submissions`),
          page + 1 < pages && routeLink({ assignment, page: page + 1 }, { id: 'history-older' }, 'Older →'))]);
}

function item(s) {
  return el('li', { class: 'card row', 'data-submission': s.id },
    routeLink({ submission: s.id }, { class: 'open' }, time(s.submittedAt)),
    el('span', { class: 'status' }, verdictBadge(s.status, STATUS_LEGEND)),
    el('span', { class: 'score num' }, score(s.score, s.maxScore)),
    s.late && el('span', { class: 'late badge badge-late' },
      `late ${s.late.days} day${s.late.days === 1 ? '' : 's'}, −${s.late.penaltyPercent}%`,
      s.late.scoreAfterPenalty != null && ` → ${s.late.scoreAfterPenalty}`),
    s.overridden && el('span', { class: 'badge badge-override' }, `counted ${s.countedScore}`),
    s.reviewed && el('span', { class: 'badge badge-reviewed' }, 'instructor commented'));
}
