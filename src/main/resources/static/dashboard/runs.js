// A loop case's transcript beside the reference run of the same case, from the first message where the
// two part; the messages before that are the same in both and stay folded. Shared by the learner page and
// the dashboard, which each fetch the reference run through their own API.
import { el } from './dom.js';

/** The index of the first message where the two runs differ (key order aside), or -1 when they are the same. */
export function firstDifference(mine, reference) {
  for (let i = 0; i < Math.max(mine.length, reference.length); i++) {
    if (!same(mine[i], reference[i])) return i;
  }
  return -1;
}

/** @param mineLabel what the run beside the reference is called: the learner's own, or the one being read */
export function besideReference(mine, reference, mineLabel = 'This run') {
  const first = firstDifference(mine, reference);
  if (first === -1) {
    return el('p', { class: 'same-run' }, 'Every message is the same as in the reference run: what differed is in '
      + 'what the tools did or in the counters, shown above.');
  }
  const rows = [];
  for (let i = first; i < Math.max(mine.length, reference.length); i++) rows.push(i);
  return [
    el('p', { class: 'hint first-difference-note' }, first === 0
      ? `${mineLabel} differs from the reference run from its first message.`
      : `The first ${first} message${first === 1 ? ' is' : 's are'} the same in both runs; they part at message ${first + 1}.`),
    first > 0 && el('details', { class: 'same-messages' },
      el('summary', {}, `The ${first} message${first === 1 ? '' : 's'} both runs share`),
      el('ol', { class: 'messages' }, mine.slice(0, first).map((m) => plainMessage(m)))),
    el('ol', { class: 'side-by-side', start: first + 1 }, rows.map((i) => el('li', {
      class: `pair${same(mine[i], reference[i]) ? '' : ' differs'}`, 'data-message': i + 1,
    },
    side(mineLabel, mine[i]), side('Reference run', reference[i])))),
  ];
}

/** One message as text: its role, its content and the tool calls it makes. */
export function plainMessage(m, tag = 'li') {
  const role = String(m.role ?? 'unknown');
  return el(tag, { class: `message role-${role.replace(/[^a-z]/gi, '')}` },
    el('span', { class: 'role' }, role),
    role === 'tool' && m.tool_call_id != null && el('span', { class: 'hint' }, `answers ${m.tool_call_id}`),
    m.content != null && m.content !== '' && el('pre', { class: 'content' }, String(m.content)),
    Array.isArray(m.tool_calls) && el('ul', { class: 'tool-calls' }, m.tool_calls.map((call) =>
      el('li', { class: 'tool-call' }, el('code', { class: 'call-id' }, String(call.id)), ' ',
        el('code', {}, `${call.function?.name ?? '?'}(${call.function?.arguments ?? ''})`)))));
}

function side(label, m) {
  return el('div', { class: 'side' }, el('span', { class: 'side-label' }, label),
    m === undefined ? el('p', { class: 'empty' }, 'no message: the run had ended') : el('div', { class: 'messages' }, plainMessage(m, 'div')));
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
