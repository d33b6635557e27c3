/** A piece of a result's text, and whether it is one of the words the visitor searched for. */
export interface TextPart {
  readonly text: string;
  readonly matched: boolean;
}

/** Case and accents left out, as the search matches ("prodejni" finds "Prodejní"). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Shorter words would mark letters all over a snippet. */
const shortestMarkedWord = 2;

/**
 * A result's title or snippet cut where the query's words occur, so the results can mark what was found (as search
 * engines do). Matching ignores case and accents; the text (composed first, so an accent stays with its letter) is
 * folded one character at a time, so the parts put together are that text again.
 */
export function matchedParts(written: string, query: string): TextPart[] {
  const text = written.normalize('NFC');
  const words = [...new Set(query.split(/\s+/).map(fold))].filter((word) => Array.from(word).length >= shortestMarkedWord);
  if (!words.length || !text) return [{ text, matched: false }];
  // The folded text, and for each of its code units the offset in `text` of the character it came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const character of text) {
    const piece = fold(character);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origin.push(offset);
    offset += character.length;
  }
  origin.push(text.length);
  // Which characters of `text` fall inside a match of any word.
  const marked = new Uint8Array(text.length);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) {
      const start = origin[at] ?? text.length;
      const end = origin[at + word.length] ?? text.length;
      marked.fill(1, start, end);
    }
  }
  const parts: TextPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), matched: marked[start] === 1 });
      start = i;
    }
  }
  return parts;
}
