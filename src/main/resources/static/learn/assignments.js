// The assignments with the learner's own due time, what this hour leaves them, and the starter.
import { getText } from './api.js';
import { el } from '/dashboard/dom.js';
import { time } from '/dashboard/format.js';
import { lmsLines } from './lms.js';
import { routeLink } from './route.js';

/** @param lmsScores the learner's statuses with their LMS courses: each card says where its grade stands there */
export function assignmentsSection(assignments, chosen, lmsScores) {
  return el('section', { class: 'panel wide', id: 'assignments', 'aria-labelledby': 'assignments-heading' },
    el('h2', { id: 'assignments-heading' }, 'Assignments'),
    assignments.length === 0
      ? el('p', { class: 'empty' }, 'There are no assignments yet.')
      : el('ul', { class: 'cards' }, assignments.map((a) => card(a, a.id === chosen, lmsLines(lmsScores, a.id)))));
}

function card(a, chosen, inTheLms) {
  const item = (term, ...value) => [el('dt', {}, term), el('dd', {}, ...value)];
  return el('li', { class: `card${chosen ? ' chosen' : ''}`, 'data-assignment': a.id },
    el('h3', {}, chosen ? a.title : routeLink({ assignment: a.id }, {}, a.title), ' ', el('span', { class: 'mono hint' }, a.id)),
    el('dl', { class: 'summary' },
      item('Due', el('span', { class: 'due' }, a.dueAt ? time(a.dueAt) : 'no due time'),
        a.extended && el('span', { class: 'badge badge-extended' }, 'your extension')),
      a.closesAt && a.closesAt !== a.dueAt && item('Closes', time(a.closesAt)),
      a.dueAt && a.latePenaltyPercentPerDay > 0 && item('Late penalty', `${a.latePenaltyPercentPerDay}% per started day`),
      a.opensAt && item('Opens', time(a.opensAt)),
      item('Submissions left this hour', el('span', { class: 'left' },
        a.submissionsLeftThisHour == null ? 'no limit' : `${a.submissionsLeftThisHour} of ${a.submissionsPerHour}`)),
      item('Cases', `${a.visibleCases} visible, ${a.hiddenCases} hidden; ${a.maxScore} points`),
      inTheLms && item('In the LMS', inTheLms)),
    a.hiddenCases === 0 && el('p', { class: 'notice hidden-not-graded', role: 'note' },
      'Hidden cases are not graded for this assignment: your score counts the visible cases alone, '
      + 'so full marks here may not be full marks on the assignment.'),
    el('button', { type: 'button', class: 'secondary starter', onclick: (event) => download(a.id, event.currentTarget) },
      'Download the starter'));
}

// The starter needs the token, so a plain link cannot fetch it; it is saved from a blob instead.
async function download(assignment, button) {
  button.disabled = true;
  try {
    const source = await getText(`/api/assignments/${encodeURIComponent(assignment)}/starter`);
    const url = URL.createObjectURL(new Blob([source], { type: 'text/x-java' }));
    const link = el('a', { href: url, download: 'Starter.java', hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (failure) {
    button.after(el('p', { class: 'error', role: 'alert' }, failure.message));
  } finally {
    button.disabled = false;
  }
}
