/** `at` is the part's offset in the text: a stable key when the parts are drawn. */
export interface TextPart {
  kind: 'text' | 'link';
  value: string;
  at: number;
}

// http(s) URLs up to whitespace; a closing bracket or sentence punctuation right after one belongs to the prose.
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** A mail's plain text cut into prose and links, so the links can be drawn clickable and copyable. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start), at: last });
    parts.push({ kind: 'link', value: match[0], at: start });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last), at: last });
  return parts;
}

export function linksIn(text: string): string[] {
  return [...new Set(splitLinks(text).flatMap((part) => (part.kind === 'link' ? [part.value] : [])))];
}
