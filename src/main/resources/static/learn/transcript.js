// A loop case's transcript, folded by default: it is long, and the difference above says what went wrong.
// Opened, it fetches the reference run of the same case and shows both side by side from the first
// message where they part; the messages before that are the same in both and stay folded.
import { el, show } from '/dashboard/dom.js';
import { getJson } from './api.js';

export function transcript(t, submissionId) {
  const comparison = el('div', { class: 'comparison', 'aria-live': 'polite' });
  const details = el('details', { class: 'transcript', 'data-case': t.caseId },
    el('summary', {}, `Transcript of your run · ${t.messages.length} messages`),
    comparison,
    el('details', { class: 'whole-run' }, el('summary', {}, 'Every message of your run'),
      el('ol', { class: 'messages' }, t.messages.map((m) => message(m)))));
  let loaded = false;
  details.addEventListener('toggle', async () => {
    if (!details.open || loaded) return;
    loaded = true;
    show(comparison, el('p', { class: 'hint' }, 'Loading the reference run…'));
    try {
      const reference = await getJson(`/api/submissions/${encodeURIComponent(submissionId)}`
        + `/reference-transcripts/${encodeURIComponent(t.caseId)}`);
      show(comparison, sideBySide(t.messages, reference.messages));
    } catch (failure) {
      loaded = false;
      show(comparison, el('p', { class: 'error' }, `The reference run could not be shown: ${failure.message ?? failure}`));
    }
  });
  return details;
}

function sideBySide(mine, reference) {
  const first = firstDifference(mine, reference);
  if (first === -1) {
    return el('p', { class: 'same-run' }, 'Every message is the same as in the reference run: what differed is in '
      + 'what the tools did or in the counters, shown above.');
  }
  const rows = [];
  for (let i = first; i < Math.max(mine.length, reference.length); i++) rows.push(i);
  return [
    el('p', { class: 'hint first-difference' }, first === 0
      ? 'Your run differs from the reference run from its first message.'
      : `The first ${first} message${first === 1 ? ' is' : 's are'} the same in both runs; they part at message ${first + 1}.`),
    first > 0 && el('details', { class: 'same-messages' },
      el('summary', {}, `The ${first} message${first === 1 ? '' : 's'} both runs share`),
      el('ol', { class: 'messages' }, mine.slice(0, first).map((m) => message(m)))),
    el('ol', { class: 'side-by-side', start: first + 1 }, rows.map((i) => el('li', {
      class: `pair${same(mine[i], reference[i]) ? '' : ' differs'}`, 'data-message': i + 1,
    },
    side('Your run', mine[i]), side('Reference run', reference[i])))),
  ];
}

function side(label, m) {
  return el('div', { class: 'side' }, el('span', { class: 'side-label' }, label),
    m === undefined ? el('p', { class: 'empty' }, 'no message: the run had ended') : el('div', { class: 'messages' }, message(m, 'div')));
}

function firstDifference(mine, reference) {
  for (let i = 0; i < Math.max(mine.length, reference.length); i++) {
    if (!same(mine[i], reference[i])) return i;
  }
  return -1;
}

function same(a, b) {
  return canonical(a) === canonical(b);
}

// Stored transcripts may order a message's keys differently from a fresh run; the content is what counts.
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function message(m, tag = 'li') {
  const role = String(m.role ?? 'unknown');
  return el(tag, { class: `message role-${role.replace(/[^a-z]/gi, '')}` },
    el('span', { class: 'role' }, role),
    role === 'tool' && m.tool_call_id != null && el('span', { class: 'hint' }, `answers ${m.tool_call_id}`),
    m.content != null && m.content !== '' && el('pre', { class: 'content' }, String(m.content)),
    Array.isArray(m.tool_calls) && el('ul', { class: 'tool-calls' }, m.tool_calls.map((call) =>
      el('li', { class: 'tool-call' }, el('code', { class: 'call-id' }, String(call.id)), ' ',
        el('code', {}, `${call.function?.name ?? '?'}(${call.function?.arguments ?? ''})`)))));
}
