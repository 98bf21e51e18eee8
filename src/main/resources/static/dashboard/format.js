// How values read on the page: dates, scores, rates and the report's JSON-shaped values.
import { el } from './dom.js';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function time(instant) {
  if (!instant) return '—';
  return el('time', { datetime: instant }, dateTime.format(new Date(instant)));
}

export function score(points, maxPoints) {
  return points == null ? '—' : `${points} / ${maxPoints}`;
}

export function percent(rate) {
  return `${Math.round(rate * 1000) / 10}%`;
}

/** A status or outcome as a badge whose class colours it. */
export function badge(value) {
  return el('span', { class: `badge badge-${String(value).toLowerCase().replace(/[^a-z_]/g, '')}` }, value);
}

/** The first 8 characters of an id, the way git shortens hashes. */
export function shortId(id) {
  return String(id).slice(0, 8);
}

/** A report value (string, number, list or map) as readable text. */
export function value(v) {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v, null, 1);
}
