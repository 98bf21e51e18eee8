// The page's state is its URL query (?assignment, page, submission), so a view can be reloaded.
import { el } from '/dashboard/dom.js';

export const ROUTE_EVENT = 'learn:route';

export function routeHref(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return window.location.pathname + (search ? `?${search}` : '');
}

/** Shows another view without reloading the page. */
export function go(params) {
  window.history.pushState(null, '', routeHref(params));
  window.dispatchEvent(new Event(ROUTE_EVENT));
}

/** A link to another view: a real href, followed in place on a plain click. */
export function routeLink(params, attrs, ...children) {
  const follow = (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(params);
  };
  return el('a', { ...attrs, href: routeHref(params), onclick: follow }, ...children);
}
