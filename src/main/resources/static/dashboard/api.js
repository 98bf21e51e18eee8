// The instructor REST API, with the token the instructor typed once. The token lives in
// sessionStorage: it survives a reload but leaves with the tab.

const TOKEN_KEY = 'admission-grader.instructor-token';

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (value) => sessionStorage.setItem(TOKEN_KEY, value),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** A refused or failed call; {@code refusedToken} says the instructor must enter a token again. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
    this.refusedToken = status === 401 || status === 403;
  }
}

/** GETs JSON; empty parameters are left out of the query. */
export async function getJson(path, params = {}) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, value);
  }
  let response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token.get() ?? ''}`, Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (failure) {
    throw new ApiError(0, `The service could not be reached (${failure.message}).`);
  }
  if (!response.ok) throw new ApiError(response.status, await explain(response));
  return response.json();
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

async function explain(response) {
  const detail = await problemDetail(response);
  if (response.status === 401) {
    return `The service refused this token (401): ${detail ?? 'it is unknown or revoked'}. Enter an instructor token.`;
  }
  if (response.status === 403) {
    return 'This token is not an instructor\'s (403): the dashboard needs an instructor token.';
  }
  return `The service answered ${response.status}${detail ? `: ${detail}` : ''}.`;
}

// Errors are RFC 9457 problem details; their detail says what to change.
async function problemDetail(response) {
  try {
    const problem = await response.json();
    return typeof problem.detail === 'string' ? problem.detail : null;
  } catch {
    return null;
  }
}
