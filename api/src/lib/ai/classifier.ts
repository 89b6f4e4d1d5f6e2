import { t } from 'elysia';
import { Value } from '@sinclair/typebox/value';
import { log } from '../../operations/logs';
import { aiErrors } from './messages';
import { openaiCompatible } from './openai-compatible';
import type { SpeciesIdentifier } from './provider';
import type { IdentifierConfig } from './settings';

/**
 * A classifier first, then the vision model (CLASSIFIER_URL): the photo is posted to a generic HTTP classifier,
 * and its top candidates reach the model's prompt as hints to choose among or reject. It is the seam for an expert
 * model such as BioCLIP behind a small wrapper. The exchange, JSON both ways:
 *
 *   POST CLASSIFIER_URL   { "image": "<the JPEG, base64>", "topK": 5 }
 *   200                   { "predictions": [{ "scientificName": "Amphiprion ocellaris", "score": 0.91 }, …] }
 *
 * `score` is from 0 to 1; more than `topK` predictions, or in any order, are fine. A classifier that is down, slow
 * (CLASSIFIER_TIMEOUT_MS), answers an error or another shape is logged and the model answers alone: an upload is
 * never lost to the classifier.
 *
 * The exchange carries one image, so a sighting of several photos is posted photo by photo, at once, and the
 * predictions are merged: a name's score is its mean over the photos the classifier answered for (0 where it was
 * not in a photo's top), so a species seen in every photo ranks above one that one photo alone suggests.
 */
export const CLASSIFIER_TOP_K = 5;

const ClassifierAnswer = t.Object({
  predictions: t.Array(
    t.Object({
      // A name, not a sentence: what reaches the prompt is letters, spaces and the marks of a scientific name.
      scientificName: t.String({ pattern: "^[A-Za-z][A-Za-z .×'()-]{0,99}$" }),
      score: t.Number({ minimum: 0, maximum: 1 }),
    }),
  ),
});
type Prediction = (typeof ClassifierAnswer.static)['predictions'][number];

async function classify(classifier: NonNullable<IdentifierConfig['classifier']>, jpeg: Uint8Array, signal?: AbortSignal): Promise<Prediction[]> {
  try {
    const response = await fetch(classifier.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: Buffer.from(jpeg).toString('base64'), topK: CLASSIFIER_TOP_K }),
      signal: AbortSignal.any([AbortSignal.timeout(classifier.timeoutMs), ...(signal ? [signal] : [])]),
    });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Value.Check(ClassifierAnswer, body)) throw new Error('its answer is not { predictions: [{ scientificName, score }] }');
    return body.predictions.toSorted((a, b) => b.score - a.score).slice(0, CLASSIFIER_TOP_K);
  } catch (error) {
    if (!signal?.aborted) {
      // The origin only: the URL's path or userinfo may hold a key. Its own words go through the log's redaction.
      log.warn(`The classifier at ${new URL(classifier.url).origin} failed; the model identifies the photo alone.`, { err: error });
    }
    return [];
  }
}

/** One list of the best names over several photos' predictions: each name's mean score, most likely first. */
export function mergePredictions(perPhoto: Prediction[][]): Prediction[] {
  const answered = perPhoto.filter((predictions) => predictions.length > 0);
  const totals = new Map<string, number>();
  for (const predictions of answered) {
    for (const { scientificName, score } of predictions) totals.set(scientificName, (totals.get(scientificName) ?? 0) + score);
  }
  return [...totals]
    .map(([scientificName, total]) => ({ scientificName, score: total / answered.length }))
    .toSorted((a, b) => b.score - a.score)
    .slice(0, CLASSIFIER_TOP_K);
}

/** The classifier's candidates, in words the model reads after the question. */
export function classifierHints(predictions: Prediction[]): string | null {
  if (predictions.length === 0) return null;
  const listed = predictions.map(({ scientificName, score }) => `${scientificName} (${score.toFixed(2)})`).join(', ');
  return `A species classifier suggests, most likely first: ${listed}. Choose among these when the photo agrees; otherwise ignore them and name what the photo shows.`;
}

export function classifierRanked(config: IdentifierConfig): SpeciesIdentifier {
  const model = openaiCompatible(config);
  return {
    async identify(photos, context = null, signal, language) {
      const perPhoto = await Promise.all(photos.map((jpeg) => classify(config.classifier!, jpeg, signal)));
      const hints = classifierHints(mergePredictions(perPhoto));
      if (signal?.aborted) throw aiErrors.cancelled();
      return model.identify(photos, [context, hints].filter(Boolean).join(' ') || null, signal, language);
    },
  };
}
