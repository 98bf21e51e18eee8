// The learner API, with the learner's own token. The token lives in sessionStorage: it survives a
// reload but leaves with the tab.

const TOKEN_KEY = 'admission-grader.learner-token';

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (value) => sessionStorage.setItem(TOKEN_KEY, value),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** A refused or failed call; {@code refusedToken} says the learner must sign in again. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
    this.refusedToken = status === 401 || status === 403;
  }
}

export async function getJson(path, params = {}) {
  return (await call(withQuery(path, params), { headers: { Accept: 'application/json' } })).json();
}

export async function getText(path) {
  return (await call(withQuery(path, {}), { headers: { Accept: 'text/plain' } })).text();
}

export async function postJson(path, body) {
  return (await call(withQuery(path, {}), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })).json();
}

function withQuery(path, params) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, value);
  }
  return url;
}

async function call(url, init) {
  let response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${token.get() ?? ''}` },
      cache: 'no-store',
    });
  } catch (failure) {
    throw new ApiError(0, `The grader could not be reached (${failure.message}).`);
  }
  if (!response.ok) throw new ApiError(response.status, await explain(response));
  return response;
}

async function explain(response) {
  const detail = await problemDetail(response);
  if (response.status === 401) {
    return `The grader refused this token (401): ${detail ?? 'it is unknown or revoked'}. Paste your token again.`;
  }
  if (response.status === 403) {
    return `This token may not do that (403)${detail ? `: ${detail}` : ''}.`;
  }
  return `The grader answered ${response.status}${detail ? `: ${detail}` : ''}.`;
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
