import { HttpError } from './errors';

/**
 * JSON request bodies nest at most this deep: our own bodies use three levels, and a body of a hundred
 * thousand brackets would otherwise overflow the parser's stack (a 500) or stall the validator.
 */
export const MAX_JSON_DEPTH = 32;

const UNREADABLE = 'The request body could not be read';

/** The depth of the deepest array or object in `text`, stopping as soon as it passes `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return deepest;
}

/** A JSON request body, or a 400 that says why it cannot be read. */
export function parseJsonBody(text: string): unknown {
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new HttpError(400, `The request body nests deeper than ${MAX_JSON_DEPTH} levels`, {}, 'request.too_deep');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, UNREADABLE, {}, 'request.unreadable');
  }
}
