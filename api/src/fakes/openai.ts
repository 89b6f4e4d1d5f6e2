/**
 * A small OpenAI-compatible server speaking the Chat Completions wire format, for the test suites and
 * `npm run demo`. Production code never falls back to it: it runs only when a test or DEMO_MODE starts it.
 * Every answer is OpenAI's own example completion (recordings/openai, from openai/openai-openapi) with
 * the scenario's content, finish reason and token counts over it. The error bodies (429, 5xx, 401, 400) are written
 * by hand in the shape of the specification's `ErrorResponse`, for no recording covers them; so are the slow answer
 * and the one that fails once.
 *
 *   bun api/src/fakes/openai.ts --port 4421 [--scenario good]
 *   POST /__scenario {"scenario":"429"} switches the answer; GET /__requests tells how many calls arrived.
 *   The Files and Batch endpoints are in openai-batches.ts; POST /__batches {"hold":true} keeps batches in progress.
 */
import RECORDED_COMPLETION from './recordings/openai/chat-completion.json';
import type { Language } from '@rules/languages';
import { FRESHWATER_SPECIES, fakeSpecies, unknownSpecies } from './species';
import { answerIn } from './species-languages';
import { json, serveFake } from './serve';
import { fakeBatches, type FakeBatches } from './openai-batches';

export const FAKE_SCENARIOS = ['good', 'freshwater', 'unknown-species', 'incomplete', 'malformed', 'empty', 'refused', 'truncated', 'slow', '429', '5xx', '5xx-then-good'] as const;
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

export interface CapturedRequest {
  model: string;
  /** Bytes of the first image the model was sent (decoded from its data URL). */
  image: Uint8Array | null;
  /** Every image of the request, in the order of its content parts: a sighting's photos in upload order. */
  images: Uint8Array[];
  /** The text parts of the user's message: the question, with where and when the photo was taken when known. */
  prompt: string;
  /** The language the instructions asked the answer to be written in, as the fake read them. */
  language: Language;
  responseFormat: unknown;
  /** The request's messages as sent, for the contract test to hold them to the specification. */
  messages: unknown[];
  /** The whole request body as sent (a batch line's body is compared with the single call's). */
  body: unknown;
  authorization: string | null;
  /** performance.now() when the request arrived (the benchmark measures up to here). */
  receivedAt: number;
}

export interface FakeOpenAI {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  port: number;
  requests: CapturedRequest[];
  setScenario(scenario: FakeScenario, options?: { slowMs?: number }): void;
  /** The batches created through the Batch API (openai-batches.ts), by id. */
  batches: FakeBatches['batches'];
  /** Held, a batch stays in progress when read; released, it completes on its next read. */
  holdBatches(held: boolean): void;
  stop(): Promise<void>;
}


/** The token counts every answer reports (tests compute costs from them). */
export const FAKE_USAGE = { prompt_tokens: 812, completion_tokens: 356, total_tokens: 1168 };

function completion(model: string, content: string | null, extra: { refusal?: string; finishReason?: string } = {}) {
  const body = structuredClone(RECORDED_COMPLETION);
  const [choice] = body.choices;
  return json({
    ...body,
    id: `chatcmpl-fake-${crypto.randomUUID()}`,
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ ...choice!, message: { ...choice!.message, content, refusal: extra.refusal ?? null }, finish_reason: extra.finishReason ?? 'stop' }],
    usage: { ...body.usage, ...FAKE_USAGE },
  });
}

/** OpenAI's error body: `param` and `code` are always there, null when they say nothing. */
const error = (status: number, message: string, type: string, code: string | null = null) => json({ error: { message, type, param: null, code } }, status);
const SERVER_ERROR = 'The server had an error while processing your request. Sorry about that!';

function promptOf(body: any): string {
  const user = (body?.messages ?? []).find((message: any) => message?.role === 'user');
  const parts: any[] = Array.isArray(user?.content) ? user.content : [{ type: 'text', text: user?.content }];
  return parts.filter((part) => part?.type === 'text' && typeof part.text === 'string').map((part) => part.text).join('\n');
}

/** Languages as instructions written in English name them. */
const LANGUAGE_NAMED: Record<string, Language> = { English: 'en', Spanish: 'es', German: 'de', French: 'fr', 'Simplified Chinese': 'zh-Hans', Chinese: 'zh-Hans' };

/** The language the system message asks the answer in ("Answer in German …"), as a model reads it; English unless it says. */
function askedLanguageOf(body: any): Language {
  const system = (body?.messages ?? []).filter((message: any) => message?.role === 'system' && typeof message.content === 'string');
  const asked = system.map((message: any) => /\bAnswer in ((?:Simplified )?[A-Z][a-z]+)\b/.exec(message.content)?.[1]).find(Boolean);
  return LANGUAGE_NAMED[asked ?? 'English'] ?? 'en';
}

/** Every `image_url` part of every message, as Chat Completions takes any number of them. */
function imagesOf(body: any): Uint8Array[] {
  const images: Uint8Array[] = [];
  for (const message of body?.messages ?? []) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content) {
      const url: unknown = part?.image_url?.url;
      const match = typeof url === 'string' ? url.match(/^data:image\/[a-z]+;base64,(.+)$/) : null;
      if (match) images.push(new Uint8Array(Buffer.from(match[1]!, 'base64')));
    }
  }
  return images;
}

/** The fake's pick of the photo with the deciding features: the largest copy, as the sharpest tends to be. */
function bestPhotoOf(images: Uint8Array[]): number {
  return images.reduce((best, image, index) => (image.byteLength > images[best]!.byteLength ? index : best), 0);
}

export function startFakeOpenAI(options: { port?: number; scenario?: FakeScenario; slowMs?: number } = {}): FakeOpenAI {
  let scenario: FakeScenario = options.scenario ?? 'good';
  let slowMs = options.slowMs ?? 5_000;
  let failedOnce = false;
  const requests: CapturedRequest[] = [];

  const setScenario: FakeOpenAI['setScenario'] = (next, more = {}) => {
    scenario = next;
    failedOnce = false;
    if (more.slowMs !== undefined) slowMs = more.slowMs;
  };

  /** One chat completion call, answered by the scenario; a batch's lines are answered by it too. */
  async function answerChat(body: any, authorization: string | null): Promise<Response> {
    const receivedAt = performance.now();
    if (!authorization?.startsWith('Bearer ')) return error(401, "You didn't provide an API key.", 'invalid_request_error');
    if (!body?.model || !Array.isArray(body.messages)) return error(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter');
    const images = imagesOf(body);
    const image = images[0] ?? null;
    const language = askedLanguageOf(body);
    requests.push({ model: body.model, image, images, prompt: promptOf(body), language, responseFormat: body.response_format, messages: body.messages, body, authorization, receivedAt });
    const model = body.model;
    // The species follows the first photo, so a sighting answers as its cover alone would; written in the language asked.
    const answer = { ...answerIn(fakeSpecies(image), language), bestPhotoIndex: images.length > 0 ? bestPhotoOf(images) : null };

    switch (scenario) {
      case 'good':
        return completion(model, JSON.stringify(answer));
      case 'freshwater':
        return completion(model, JSON.stringify(FRESHWATER_SPECIES));
      case 'unknown-species':
        return completion(model, JSON.stringify(unknownSpecies()));
      case 'incomplete':
        return completion(model, JSON.stringify({ ...answer, habitat: '' }));
      case 'malformed':
        return completion(model, '{"speciesName": "Clownfish", "description": Orange fish');
      case 'empty':
        return completion(model, '');
      case 'refused':
        return completion(model, null, { refusal: "I'm sorry, I can't help with that." });
      case 'truncated':
        return completion(model, JSON.stringify(answer).slice(0, 80), { finishReason: 'length' });
      case 'slow':
        await Bun.sleep(slowMs);
        return completion(model, JSON.stringify(answer));
      case '429':
        return error(429, 'You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', 'insufficient_quota');
      case '5xx':
        return error(500, SERVER_ERROR, 'server_error');
      case '5xx-then-good':
        if (!failedOnce) {
          failedOnce = true;
          return error(502, SERVER_ERROR, 'server_error');
        }
        return completion(model, JSON.stringify(answer));
    }
  }

  const batches = fakeBatches(answerChat);
  const server = serveFake(options.port, {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST' && pathname === '/v1/chat/completions') {
        return answerChat(await request.json().catch(() => null), request.headers.get('authorization'));
      }
      const batchAnswer = batches.handle(request, pathname);
      if (batchAnswer) return batchAnswer;
      if (request.method === 'POST' && pathname === '/__scenario') {
        const body: any = await request.json().catch(() => ({}));
        if (!FAKE_SCENARIOS.includes(body?.scenario)) return json({ message: `scenario must be one of ${FAKE_SCENARIOS.join(', ')}` }, 400);
        setScenario(body.scenario, { slowMs: body.slowMs });
        return json({ scenario });
      }
      if (pathname === '/__requests') return json({ count: requests.length, scenario });
      return error(404, `Invalid URL (${request.method} ${pathname})`, 'invalid_request_error');
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    port: server.port!,
    requests,
    setScenario,
    batches: batches.batches,
    holdBatches: batches.hold,
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const fake = startFakeOpenAI({ port: Number(arg('port') ?? 4421), scenario: (arg('scenario') as FakeScenario) ?? 'good' });
  console.log(`Fake OpenAI-compatible server on ${fake.url}`);
}
