/**
 * The tags of a raw element's text (raw.ts), read in one forward pass. Every search moves forward from where the
 * last one stopped, so a log of unclosed tags, broken tags or long attribute runs costs what its length does: no
 * regular expression here can scan the rest of the text again from each `<` (decision 111).
 */
import type { Node } from './types';

/** One tag: its name without a namespace prefix, and its text between the name and the `>`. */
export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: string;
  /** Where the text after the tag starts. */
  end: number;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
/** Letters, digits, `_`, `-`, `.` and `:`: the characters of a tag or attribute name as logs write them. */
const isNameCode = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45 || code === 46 || code === 58 || code > 127;

/**
 * Each tag of the text, in order. A tag runs from a `<` to the next `>`; when another `<` comes first, the tag is
 * the last `<` before that `>` (the text before it is broken and read as none). Comments, declarations and
 * processing instructions are passed over.
 */
export function* tagsOf(text: string): Generator<Tag> {
  let at = text.indexOf('<');
  while (at !== -1) {
    const close = text.indexOf('>', at + 1);
    if (close === -1) return;
    const start = text.lastIndexOf('<', close);
    const first = text.charCodeAt(start + 1);
    if (first !== 33 && first !== 63) yield tagAt(text, start, close);
    at = text.indexOf('<', close + 1);
  }
}

function tagAt(text: string, start: number, close: number): Tag {
  const closing = text.charCodeAt(start + 1) === 47;
  let nameEnd = start + (closing ? 2 : 1);
  while (nameEnd < close && isNameCode(text.charCodeAt(nameEnd))) nameEnd++;
  const qualified = text.slice(start + (closing ? 2 : 1), nameEnd);
  const selfClosing = !closing && text.charCodeAt(close - 1) === 47;
  return {
    name: qualified.slice(qualified.indexOf(':') + 1),
    closing,
    selfClosing,
    attributes: text.slice(nameEnd, selfClosing ? close - 1 : close),
    end: close + 1,
  };
}

/**
 * The attributes of one tag's text, as the parser would give them (`@name`): `name='value'` or `name="value"`.
 * An unclosed quote ends the reading; a name without a quoted value is passed over.
 */
export function attributesOf(tag: string): Node {
  const attributes: Node = {};
  let at = 0;
  for (let equals = tag.indexOf('=', at); equals !== -1; equals = tag.indexOf('=', at)) {
    let nameEnd = equals;
    while (nameEnd > at && isSpace(tag.charCodeAt(nameEnd - 1))) nameEnd--;
    let nameStart = nameEnd;
    while (nameStart > at && isNameCode(tag.charCodeAt(nameStart - 1))) nameStart--;
    let valueStart = equals + 1;
    while (valueStart < tag.length && isSpace(tag.charCodeAt(valueStart))) valueStart++;
    const quote = tag[valueStart];
    if (quote !== '"' && quote !== "'") {
      at = valueStart;
      continue;
    }
    const valueEnd = tag.indexOf(quote, valueStart + 1);
    if (valueEnd === -1) break;
    if (nameStart < nameEnd) attributes[`@${tag.slice(nameStart, nameEnd)}`] = tag.slice(valueStart + 1, valueEnd);
    at = valueEnd + 1;
  }
  return attributes;
}

/** The text from a tag's end to the next `<`: an element's value when it holds no other element. */
export function textAfter(text: string, tag: Tag): string {
  const next = text.indexOf('<', tag.end);
  return text.slice(tag.end, next === -1 ? text.length : next);
}
