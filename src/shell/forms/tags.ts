// The demo forms' tag rule (SPEC.md §5): tags are trimmed and duplicates are ignored.

/** Adds the comma-separated tags of `input` to `tags`, trimmed, skipping blanks and duplicates (case-insensitive). */
export function addTags(tags: readonly string[], input: string): string[] {
  const next = [...tags];
  for (const raw of input.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) continue;
    next.push(tag);
  }
  return next;
}

/** The tags without the one at `index`. */
export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, position) => position !== index);
}
