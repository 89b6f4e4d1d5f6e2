import type { Language } from '@rules/languages';
import { englishMessages } from '../../tests/e2e/support/english-left';

/**
 * The English messages a rendered screen still shows in another language, read as the browser walks read a page
 * (tests/e2e/support/english-left.ts): every text, option and label, compared in lower case, whatever its length.
 */
export function englishShown(root: ParentNode, language: Exclude<Language, 'en'>): string[] {
  const messages = englishMessages(language);
  const lines: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    lines.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) lines.push(element.getAttribute(attribute) ?? '');
  }
  return [...new Set(lines.map((line) => line.replace(/\s+/g, ' ').trim()))].filter((line) => line && messages.has(line.toLowerCase()));
}
