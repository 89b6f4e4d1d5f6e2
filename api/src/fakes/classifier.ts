/**
 * A small HTTP classifier speaking the contract of lib/ai/classifier.ts, for the tests: POST { image, topK } answers
 * { predictions: [{ scientificName, score }] }. Every answer is written by hand: the contract is ours (no public
 * classifier service speaks it, so there is no recording to hold it to), and so are the failures (down, slow, an
 * error, a body that is not JSON or not in the shape).
 */
import { serveFake } from './serve';

export const CLASSIFIER_SCENARIOS = ['good', 'no-predictions', '503', 'not-json', 'wrong-shape', 'slow'] as const;
export type ClassifierScenario = (typeof CLASSIFIER_SCENARIOS)[number];

export interface ClassifiedRequest {
  /** The JPEG the classifier was sent, decoded from base64. */
  image: Uint8Array;
  topK: unknown;
  contentType: string | null;
}

export interface FakeClassifier {
  url: string;
  requests: ClassifiedRequest[];
  setScenario(scenario: ClassifierScenario): void;
  stop(): Promise<void>;
}

/** Best first; more than the top 5 the product asks for, so that the cut is the caller's. */
export const FAKE_PREDICTIONS = [
  { scientificName: 'Amphiprion ocellaris', score: 0.91 },
  { scientificName: 'Amphiprion percula', score: 0.05 },
  { scientificName: 'Premnas biaculeatus', score: 0.02 },
  { scientificName: 'Amphiprion clarkii', score: 0.01 },
  { scientificName: 'Dascyllus trimaculatus', score: 0.005 },
  { scientificName: 'Pomacentrus moluccensis', score: 0.003 },
];

export function startFakeClassifier(options: { slowMs?: number } = {}): FakeClassifier {
  let scenario: ClassifierScenario = 'good';
  const requests: ClassifiedRequest[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });

  const server = serveFake(undefined, {
    async fetch(request) {
      if (request.method !== 'POST') return json({ error: 'POST a photo' }, 405);
      const body: any = await request.json().catch(() => null);
      if (typeof body?.image !== 'string') return json({ error: 'image (base64 JPEG) is required' }, 400);
      requests.push({ image: new Uint8Array(Buffer.from(body.image, 'base64')), topK: body.topK, contentType: request.headers.get('content-type') });
      switch (scenario) {
        case 'good':
          return json({ predictions: FAKE_PREDICTIONS });
        case 'no-predictions':
          return json({ predictions: [] });
        case '503':
          return json({ error: 'model loading' }, 503);
        case 'not-json':
          return new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } });
        case 'wrong-shape':
          return json({ labels: ['Amphiprion ocellaris'], scores: [0.91] });
        case 'slow':
          await Bun.sleep(options.slowMs ?? 2_000);
          return json({ predictions: FAKE_PREDICTIONS });
      }
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/classify`,
    requests,
    setScenario: (next) => {
      scenario = next;
    },
    stop: () => server.stop(true),
  };
}
