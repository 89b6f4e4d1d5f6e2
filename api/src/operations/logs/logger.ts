import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../settings';
import { currentRequest } from './request-context';

/** pino's own stream (sonic-boom), as pino.destination makes it. */
type SonicBoom = ReturnType<typeof pino.destination>;

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

/**
 * Keys and credentials as they appear inside a text: a third party's message may quote them (an SDK echoing the key
 * it was given, a URL with its user and password, an Authorization header).
 */
const CREDENTIALS: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[\w.~+/=*-]+/gi, '$1 [redacted]'],
  [/(\/\/)[^/\s:@]+:[^/\s@]+@/g, '$1[redacted]@'], // user:password@ in a URL
  [/\b(api[-_]?key|password|secret|token)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, '$1$2[redacted]'],
  [/\b(sk|rk|pk)_(live|test)_[\w*]+/g, '$1_$2_[redacted]'], // Stripe keys
  [/\b(whsec|sk-proj|sk-ant|sk)[-_][\w*-]{6,}/g, '$1-[redacted]'], // Stripe webhook secrets; OpenAI and compatible keys
];

/** A text with every credential in it replaced (see CREDENTIALS). */
export function withoutCredentials(text: string): string {
  return CREDENTIALS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/**
 * What a thrown error says: its kind and message, credentials in it replaced (the parameters of a failed query cut
 * off: they hold user data). Nothing else of it is written: an SDK's error carries the request, its headers and
 * the answer's body as properties.
 */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutCredentials(String(error).slice(0, 500)) };
  const withoutParams = (text: string) => withoutCredentials(text.replace(/\bparams: [\s\S]*$/, 'params: [not logged]').slice(0, 500));
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${withoutParams(error.cause.message)}` : undefined;
  // SDKs' errors (OpenAI's) keep the name "Error": their class says which one.
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  return { type, message: withoutParams(error.message), ...(cause && { cause }), stack: frames(error.stack) };
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
 * Written asynchronously: a write goes out at once when stdout is idle, and what comes while one is under way goes
 * out with the next (a synchronous write per request line was 80% of the server's time under load).
 */
const stdout = pino.destination({ fd: 1, sync: false });

/** Writes all of `text` synchronously, waiting while a pipe is full (stdout may be non-blocking). */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Bun.sleepSync(1);
    }
  }
}

/**
 * Lines logged in one turn of the event loop reach stdout in one write, after it (a write for each request line,
 * even an asynchronous one, was a fifth of a species page's cost under load). What is gathered when the process
 * exits, by process.exit or an uncaught throw, is written before it goes.
 */
function gatheredLines(out: SonicBoom, fd: number): DestinationStream {
  let lines: string[] = [];
  const take = () => {
    const text = lines.join('');
    lines = [];
    return text;
  };
  const flush = () => {
    if (lines.length > 0) out.write(take());
  };
  process.on('exit', () => {
    // No event loop any more: what the stream holds, then what is gathered, written synchronously.
    try {
      out.flushSync();
      if (lines.length > 0) writeAll(fd, take());
    } catch {
      // stdout closed or broken: nothing more can be written
    }
  });
  return {
    write(line: string) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
  };
}

const toStdout = gatheredLines(stdout, 1);

/** Where request lines go, and whether they are written at all (LOG_LEVEL info or finer). */
let requestLines: { out: DestinationStream; on: boolean } = { out: toStdout, on: true };
let current = makeLogger('info', toStdout);

/** Sets how much is logged (LOG_LEVEL) and where (stdout unless given: tests pass their own). */
export function configureLogs(level: LogLevel, destination: DestinationStream = toStdout): void {
  current = makeLogger(level, destination);
  requestLines = { out: destination, on: current.isLevelEnabled('info') };
}

interface RequestFields {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/**
 * A request's line, made here rather than by pino: the same JSON as pino writes (level, time, the fields, msg), but
 * without its general path (serializers, redaction, tracing), which cost more than the rest of a species page's
 * answer. Its fields are chosen numbers and patterns, never headers, bodies or paths.
 */
const requestLine = ({ requestId, method, route, status, ms }: RequestFields) =>
  `{"level":"info","time":"${new Date().toISOString()}","requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"ms":${ms},"msg":"request"}\n`;

type Fields = Record<string, unknown>;

/** Fields with every error in them written as `err` is (kind, message, stack), never as the object it is. */
const described = (fields: Fields | undefined): Fields =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([name, value]) => [name, name !== 'err' && value instanceof Error ? describeError(value) : value]));

/**
 * The product's log: one JSON line per call, on stdout. `error` takes what was thrown; it is written as its kind,
 * message and a few stack lines, never its other properties.
 */
export const log = {
  info: (message: string, fields?: Fields) => current.info(fields ?? {}, message),
  /** `fields.err` is what was thrown, written as `error`'s is. */
  warn: (message: string, fields?: Fields) => current.warn(described(fields), withoutCredentials(message)),
  error: (message: string, error?: unknown, fields?: Fields) =>
    current.error({ ...described(fields), ...(error !== undefined && { err: error }) }, withoutCredentials(message)),
  /** One answered request: its id, method, route pattern, status and milliseconds (info). */
  request: (fields: RequestFields) => {
    if (requestLines.on) requestLines.out.write(requestLine(fields));
  },
};
