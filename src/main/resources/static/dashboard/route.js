// The dashboard's state is its URL query (?assignment, learner, status, page, submission), so every
// view can be bookmarked and reloaded; the fragment stays free for in-page anchors such as the
// tool call links in transcripts.
import { el } from './dom.js';

export const ROUTE_EVENT = 'dashboard:route';

/** The URL of a view: the dashboard's own path with the non-empty parameters. */
export function routeHref(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return window.location.pathname + (search ? `?${search}` : '');
}

/** Shows another view without reloading the page. */
export function go(href) {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(ROUTE_EVENT));
}

/** A link to another view: a real href (so it opens in a new tab too), followed in place on a plain click. */
export function routeLink(params, attrs, ...children) {
  const href = routeHref(params);
  const follow = (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };
  return el('a', { ...attrs, href, onclick: follow }, ...children);
}
