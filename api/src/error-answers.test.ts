import { describe, expect, test } from 'bun:test';
import { ERROR_CODES } from '@rules/error-codes';
import { withAdmin } from '../test-support/admin-fixtures';
import { ORIGIN, testApp, type TestClient } from '../test-support/harness';
import { createRequestHandler } from './handler';

/**
 * Every error answer of the API is `{ code, message }`, its code one of rules/error-codes.ts answered with that
 * code's status. The walk takes the app's own route list, so a route added tomorrow is walked too, and calls each
 * route in ways that must fail: without a session, with a body that is no JSON, with ids that name nothing or are
 * no ids, with a method the path does not answer, and from another site.
 */

interface Answer {
  call: string;
  status: number;
  body: unknown;
}

/** What is wrong with an error answer's body, or null when it is `{ code, message }` with a listed code of its status. */
function fault({ status, body }: Answer, extra: string[] = []): string | null {
  if (typeof body !== 'object' || body === null) return 'not a JSON object';
  const { code, message, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return 'no message';
  if (typeof code !== 'string') return 'no code';
  if (!Object.hasOwn(ERROR_CODES, code)) return `code ${code} is not in rules/error-codes.ts`;
  const listed = ERROR_CODES[code as keyof typeof ERROR_CODES].status;
  if (listed !== status) return `code ${code} is listed with ${listed}, answered with ${status}`;
  const unknown = Object.keys(rest).filter((key) => !extra.includes(key));
  return unknown.length ? `fields beyond code and message: ${unknown.join(', ')}` : null;
}

/** POST /api/create-payment-intent also repeats the message as `error`, as its clients read it (decision 070). */
const EXTRA: Record<string, string[]> = { '/api/create-payment-intent': ['error'] };

const filled = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const read = async (call: string, response: Response): Promise<Answer> => {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the check says it is not JSON
  }
  return { call, status: response.status, body };
};

/** The errors of one route, from one client: its method with no body, with a body that is no JSON, and with `{}`. */
async function refusalsOf(client: TestClient, who: string, method: string, path: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const send = async (label: string, target: string, body?: string) => {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    const request = new Request(`${ORIGIN}${target}`, { method, headers, body });
    answers.push(await read(`${who} ${method} ${target} ${label}`, await client.send(request)));
  };
  for (const id of ['999999', '0', 'x']) {
    await send('(no body)', filled(path, id));
    if (method !== 'GET') {
      await send('(no JSON)', filled(path, id), '{"unfinished": ');
      await send('({})', filled(path, id), '{}');
    }
    if (!path.includes(':')) break;
  }
  return answers;
}

describe('error answers', () => {
  test('every route of the API answers its errors as { code, message }, with a listed code of that status', async () => {
    const app = await withAdmin(await testApp());
    // Signing out and deleting the account come last: they end the session the others are walked with.
    const last = (path: string) => (path === '/api/logout' || path === '/api/account' ? 1 : 0);
    const routes = [...app.app.routes].sort((a, b) => last(a.path) - last(b.path));
    expect(routes.length).toBeGreaterThan(60);
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of routes) byPath.set(path, (byPath.get(path) ?? new Set()).add(method));

    const visitor = app.client();
    const diver = await app.signUp('walker');
    const answers: Array<Answer & { path: string }> = [];
    for (const { method, path } of routes) {
      const mine: Answer[] = [];
      for (const [who, client] of [['visitor', visitor], ['diver', diver], ['admin', app.admin]] as const) mine.push(...(await refusalsOf(client, who, method, path)));
      // A method the path does not answer, and a write from another site.
      const other = ['PATCH', 'PUT', 'DELETE', 'POST'].find((candidate) => !byPath.get(path)!.has(candidate))!;
      mine.push(await read(`${other} ${path}`, await visitor.request(other, filled(path, '1'))));
      if (method !== 'GET') mine.push(await read(`cross-site ${method} ${path}`, await visitor.request(method, filled(path, '1'), {}, { origin: 'https://elsewhere.example' })));
      const errors = mine.filter((answer) => answer.status >= 400);
      // Each route is seen failing: the walk checks something of every one.
      expect({ path, method, errors: errors.length > 0 }).toEqual({ path, method, errors: true });
      answers.push(...errors.map((answer) => ({ ...answer, path })));
    }
    answers.push({ ...(await read('GET /api/no-such-route', await visitor.get('/api/no-such-route'))), path: '/api/no-such-route' });

    const faults = answers.flatMap((answer) => {
      const wrong = fault(answer, EXTRA[answer.path]);
      return wrong ? [`${answer.call}: ${answer.status} ${wrong} ${JSON.stringify(answer.body).slice(0, 120)}`] : [];
    });
    expect(faults).toEqual([]);
    // The walk meets the cases every route shares.
    const codes = new Set(answers.map((answer) => (answer.body as { code?: string }).code));
    for (const code of ['auth.required', 'auth.admin_required', 'request.unreadable', 'request.invalid', 'request.bad_id', 'request.cross_site', 'route.not_found']) {
      expect(codes).toContain(code);
    }
  });

  test('the refusals made before the API reads a request: a body over its bound, and writes while read-only', async () => {
    const app = await testApp();
    const handle = createRequestHandler(app.app, app.ctx.config);
    const declared = (path: string, bytes: number) =>
      handle(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-length': String(bytes) }, body: 'x' }));
    const answers = [
      await read('sighting', await declared('/api/identify', 1e9)),
      await read('dive log', await declared('/api/dives/import', 1e9)),
      await read('profile', await declared('/api/profile', 1e9)),
    ];
    const readOnly = await testApp({ readOnly: true });
    const refused = createRequestHandler(readOnly.app, readOnly.ctx.config)(new Request(`${ORIGIN}/api/logout`, { method: 'POST', headers: { origin: ORIGIN } }));
    answers.push(await read('read-only', await refused));
    expect(answers.map((answer) => [answer.call, answer.status, fault(answer), (answer.body as { code: string }).code])).toEqual([
      ['sighting', 413, null, 'upload.sighting_too_large'],
      ['dive log', 413, null, 'dives.log_too_large'],
      ['profile', 413, null, 'request.too_large'],
      ['read-only', 503, null, 'server.read_only'],
    ]);
  });
});
