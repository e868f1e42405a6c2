/** Plain text with paragraphs separated by blank lines (the API's description format), as a list of paragraphs. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
