// The instructor REST API, with the token the instructor typed once.
import { bearerApi } from './bearer-api.js';

export { ApiError, signedInAs } from './bearer-api.js';

const api = bearerApi({
  tokenKey: 'admission-grader.instructor-token',
  service: 'service',
  afterUnknownToken: 'Enter an instructor token.',
  forbidden: () => 'This token is not an instructor\'s (403): the dashboard needs an instructor token.',
});

export const token = api.token;
export const whoAmI = api.whoAmI;
export const signOut = api.signOut;

/** GETs JSON; empty parameters are left out of the query. */
export async function getJson(path, params = {}) {
  return (await api.call(path, params, { headers: { Accept: 'application/json' } })).json();
}

/** POSTs with query parameters and no body; resolves to the JSON answer. */
export async function postJson(path, params = {}) {
  return (await api.call(path, params, { method: 'POST', headers: { Accept: 'application/json' } })).json();
}

/** GETs a file (a CSV export): its bytes as a Blob and the name the service gives it. */
export async function getFile(path, params = {}) {
  const response = await api.call(path, params, { headers: { Accept: 'text/csv, application/problem+json' } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download.csv';
  return { blob: await response.blob(), name };
}

// The largest page the API serves.
const MAX_PAGE_SIZE = 100;

/** Every item of a paged listing ({items, page, size, total}), fetched a page of the largest size at a time. */
export async function getAllPages(path, params = {}) {
  const items = [];
  for (let page = 0; ; page++) {
    const body = await getJson(path, { ...params, page, size: MAX_PAGE_SIZE });
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}

/**
 * Sends a change: a JSON body, a FormData (multipart) or none. Resolves to the answer's JSON, or null
 * when it has none (204). A refusal throws ApiError with the problem.
 */
export async function send(method, path, body, params = {}) {
  const init = { method, headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['Content-Type'] = 'application/json';
  }
  const response = await api.call(path, params, init);
  return response.status === 204 ? null : response.json();
}
