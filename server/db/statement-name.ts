// The name a statement text is prepared under, on PostgreSQL's connections and in PGlite's one
// session: a digest of the text, so one name always means one text.
import { createHash } from 'node:crypto';

const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}
