import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../settings';
import { currentRequest } from './request-context';

/**
 * Fields never written, wherever they appear in what is logged: passwords, tokens, cookies, authorization headers
 * and photo bytes. Lines are built from chosen fields (no request bodies or headers are logged); this is the net
 * under that rule.
 */
const REDACTED = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
  'photo',
  'photos',
  'bytes',
  'body',
  'headers',
].flatMap((field) => [field, `*.${field}`]);

/** The first frames of a stack, without the message the stack starts with (it may span lines and hold values). */
const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .join('\n');

/** What a thrown error says: its kind and message (the parameters of a failed query cut off: they hold user data). */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const withoutParams = (text: string) => text.replace(/\bparams: [\s\S]*$/, 'params: [not logged]').slice(0, 500);
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${withoutParams(error.cause.message)}` : undefined;
  return { type: error.name, message: withoutParams(error.message), ...(cause && { cause }), stack: frames(error.stack) };
}

const LINE_OPTIONS = {
  base: undefined,
  messageKey: 'msg',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

function makeLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      ...LINE_OPTIONS,
      level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: { err: describeError },
      // Every line logged while a request is answered names it.
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
    },
    destination,
  );
}

/**
 * The request lines' own logger: their fields are chosen numbers and patterns (never headers, bodies or paths), so
 * they skip the redaction pass, which costs more than the rest of the line.
 */
const makeRequestLogger = (level: LogLevel, destination: DestinationStream): Logger => pino({ ...LINE_OPTIONS, level }, destination);

/**
 * Written asynchronously: a line goes out at once when stdout is idle, and lines that come while a write is under
 * way go out together with the next (a synchronous write per request line was most of a species page's cost:
 * 80% of the server's time under load). pino flushes what is left when the process exits.
 */
const stdout = pino.destination({ fd: 1, sync: false });
let current = makeLogger('info', stdout);
let requests = makeRequestLogger('info', stdout);

/** Sets how much is logged (LOG_LEVEL) and where (stdout unless given: tests pass their own). */
export function configureLogs(level: LogLevel, destination: DestinationStream = stdout): void {
  current = makeLogger(level, destination);
  requests = makeRequestLogger(level, destination);
}

type Fields = Record<string, unknown>;

/**
 * The product's log: one JSON line per call, on stdout. `error` takes what was thrown; it is written as its kind,
 * message and a few stack lines, never its other properties.
 */
export const log = {
  info: (message: string, fields?: Fields) => current.info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => current.warn(fields ?? {}, message),
  error: (message: string, error?: unknown, fields?: Fields) => current.error({ ...fields, ...(error !== undefined && { err: error }) }, message),
  /** One answered request: its id, method, route pattern, status and milliseconds (info). */
  request: (fields: { requestId: string; method: string; route: string; status: number; ms: number }) => requests.info(fields, 'request'),
  /** Whether lines of this level are written (a request line costs nothing when they are not). */
  enabled: (level: 'info' | 'warn' | 'error') => current.isLevelEnabled(level),
};
