// The loop transcripts of a report. Each assistant request (tool call) gets an anchor, and each
// tool message's tool_call_id links to the request it answers, so an instructor can follow a run.
import { el } from './dom.js';

/** The id of a case's transcript element, for links from the case table. */
export function transcriptAnchor(caseId) {
  return `transcript-${caseId}`;
}

export function transcriptsSection(report) {
  const names = new Map(report.cases.map((c) => [c.id, c.name]));
  return el('section', { class: 'panel wide', id: 'transcripts', 'aria-labelledby': 'transcripts-heading' },
    el('h3', { id: 'transcripts-heading' }, 'Transcripts'),
    report.transcripts.length === 0
      ? el('p', { class: 'empty' }, 'This report has no loop transcripts.')
      : [el('p', { class: 'hint' }, 'A tool message\'s call id links to the request it answers.'),
        report.transcripts.map((t, i) => transcript(t, i, names.get(t.caseId)))]);
}

function transcript(t, index, name) {
  // Call ids repeat across transcripts (scripted-1-call-1 …), so anchors are scoped to the transcript;
  // within one, a tool message answers the latest request with its id.
  const anchors = new Anchors(`t${index + 1}-call-`);
  return el('details', { class: 'transcript', id: transcriptAnchor(t.caseId), 'data-case': t.caseId, tabindex: '-1' },
    el('summary', {}, el('span', { class: 'mono' }, t.caseId), ' ', name ?? '',
      el('span', { class: 'hint' }, ` · ${t.messages.length} messages`)),
    el('ol', { class: 'messages' }, t.messages.map((m) => message(m, anchors))));
}

function message(m, anchors) {
  const role = String(m.role ?? 'unknown');
  return el('li', { class: `message role-${role.replace(/[^a-z]/gi, '')}` },
    el('span', { class: 'role' }, role),
    role === 'tool' && answers(m.tool_call_id, anchors),
    m.content != null && m.content !== '' && el('pre', { class: 'content' }, String(m.content)),
    Array.isArray(m.tool_calls) && el('ul', { class: 'tool-calls' }, m.tool_calls.map((call) => request(call, anchors))));
}

function request(call, anchors) {
  return el('li', { class: 'tool-call', id: anchors.add(call.id), tabindex: '-1', 'data-call-id': call.id },
    el('span', { class: 'label' }, 'request '), el('code', { class: 'call-id' }, call.id), ' ',
    el('code', { class: 'function' }, `${call.function?.name ?? '?'}(${call.function?.arguments ?? ''})`));
}

function answers(callId, anchors) {
  const target = anchors.latest(callId);
  return el('span', { class: 'answers' }, 'answers ', target
    ? el('a', { href: `#${encodeURIComponent(target)}`, class: 'call-link', 'data-call-id': callId }, callId)
    : el('code', { class: 'unmatched', title: 'No earlier request in this transcript has this id' }, String(callId)));
}

/** Element ids for requests: unique in the page even when a transcript repeats a call id. */
class Anchors {
  constructor(prefix) {
    this.prefix = prefix;
    this.byCall = new Map();
    this.taken = new Set();
  }

  add(callId) {
    let anchor = this.prefix + callId;
    for (let n = 2; this.taken.has(anchor); n++) anchor = `${this.prefix}${callId}~${n}`;
    this.taken.add(anchor);
    this.byCall.set(callId, anchor);
    return anchor;
  }

  latest(callId) {
    return this.byCall.get(callId);
  }
}
