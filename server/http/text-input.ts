// Names people type (profile names, API key and passkey names) are shown to other people: no
// control characters (NUL included, which PostgreSQL refuses in text anyway) and no bidirectional
// embedding, override or isolate characters, which can make a name read as something else
// ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"). Plain letters of any script, marks and
// spaces pass.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** Why `value` cannot be a name, as the end of "Invalid <field>: …"; undefined when it can. */
export function nameTextProblem(value: string): string | undefined {
  const codes = [...value].map((character) => character.codePointAt(0) ?? 0);
  if (codes.some(isControl)) return 'control characters are not allowed';
  if (codes.some(isBidiControl)) return 'bidirectional override characters are not allowed';
  return undefined;
}

/**
 * `value` as a Date when it is an ISO 8601 date and time of a real calendar day
 * (`2027-02-30T…` is not one, though `new Date` rolls it over to March); else undefined.
 */
export function calendarDateTime(value: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/.exec(value);
  const date = new Date(value);
  if (!parts || Number.isNaN(date.getTime())) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  return date;
}
