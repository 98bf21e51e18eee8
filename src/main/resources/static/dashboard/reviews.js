// The review queue: learners' notes that wait for a person, each with its thread of comments, a form
// to add one and a button to mark the notes reviewed. Notes and comments are shown as text only.
import { getJson, send } from './api.js';
import { busyForm, field } from './forms.js';
import { el, show } from './dom.js';
import { badge, shortId, time } from './format.js';
import { routeLink } from './route.js';

const STATES = [
  ['HUMAN_REVIEW_REQUIRED', 'Waiting for review'],
  ['REVIEWED', 'Reviewed'],
  ['ALL', 'All'],
];

export async function reviewsSection(query) {
  const assignment = query.get('assignment');
  const state = STATES.some(([s]) => s === query.get('state')) ? query.get('state') : STATES[0][0];
  const items = await getJson('/api/instructor/reviews', { assignment, state });
  return el('section', { class: 'panel wide course-action', id: 'reviews', 'aria-labelledby': 'reviews-heading' },
    el('h2', { id: 'reviews-heading' }, 'Reviews'),
    el('p', { class: 'hint' }, 'Learners\' notes wait here for a person. A comment is added to the thread the learner '
      + 'reads on their submission; earlier comments stay.'),
    el('nav', { class: 'state-filter', 'aria-label': 'Review states' }, el('ul', {}, STATES.map(([s, label]) => el('li', {},
      routeLink({ view: 'reviews', assignment, state: s === STATES[0][0] ? null : s },
        { 'aria-current': s === state ? 'page' : null, id: `review-state-${s.toLowerCase()}` }, label))))),
    items.length === 0
      ? el('p', { class: 'empty', id: 'reviews-empty' }, state === 'HUMAN_REVIEW_REQUIRED'
        ? 'No notes are waiting for review.' : 'No notes in this listing.')
      : el('ul', { class: 'review-list', id: 'review-list' }, items.map((item) => reviewCard(item, assignment))));
}

function reviewCard(item, assignment) {
  const id = item.submission;
  const thread = el('ol', { class: 'thread', 'aria-label': `Comments on ${item.learner}'s notes` },
    item.comments.map(commentItem));
  const empty = el('p', { class: 'empty thread-empty', hidden: item.comments.length > 0 }, 'No comments yet.');
  const state = el('span', { class: 'review-state' }, badge(item.state));
  const reviewer = el('span', { class: 'hint reviewed-by' }, reviewedBy(item));
  const text = el('textarea', { rows: 3, maxlength: 4000 });
  const form = busyForm(
    el('form', { class: 'comment-form' },
      field('Comment for the learner', 'text', text),
      el('div', { class: 'buttons' },
        el('button', { type: 'submit', value: 'comment', class: 'add-comment' }, 'Add comment'),
        el('button', { type: 'submit', value: 'review', class: 'secondary mark-reviewed' },
          item.state === 'REVIEWED' ? 'Mark reviewed again' : 'Mark reviewed'))),
    (f, submitter) => (submitter?.value === 'review'
      ? send('PUT', `/api/instructor/reviews/${encodeURIComponent(id)}`, { comment: text.value.trim() ? text.value : null })
      : send('POST', `/api/instructor/reviews/${encodeURIComponent(id)}/comments`, { text: text.value })),
    (result, submitter) => {
      text.value = '';
      if (submitter?.value === 'review') {
        show(thread, result.comments.map(commentItem));
        show(state, badge(result.state));
        show(reviewer, reviewedBy(result));
        submitter.textContent = 'Mark reviewed again';
      } else {
        thread.append(commentItem(result));
      }
      empty.hidden = thread.children.length > 0;
      form.querySelector('.form-status').textContent = submitter?.value === 'review' ? 'Marked reviewed.' : 'Comment added.';
    });
  const headingId = `review-${id}-heading`;
  return el('li', { class: 'review card', 'data-submission': id, 'aria-labelledby': headingId },
    el('h3', { id: headingId }, item.learner, ' ', state),
    el('p', { class: 'hint' }, 'Submission ',
      routeLink({ assignment, submission: id }, { class: 'mono', title: id }, shortId(id)),
      ', sent ', time(item.requestedAt), ' ', reviewer),
    el('pre', { class: 'learner-notes' }, item.notes ?? ''),
    el('h4', {}, 'Comments'),
    thread, empty, form);
}

function reviewedBy(item) {
  return item.state === 'REVIEWED' ? ['· reviewed by ', item.reviewer ?? '', ', ', time(item.reviewedAt)] : '';
}

function commentItem(comment) {
  return el('li', { class: 'comment' },
    el('p', { class: 'comment-meta hint' }, el('span', { class: 'comment-author' }, comment.author), ', ', time(comment.at)),
    el('pre', { class: 'comment-text' }, comment.text));
}
