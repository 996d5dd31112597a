// A tiny HTML builder for the server-rendered admin portal: every interpolated value is escaped
// unless it is already built with `html`, so no page can carry unescaped user input.
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

type Part = SafeHtml | string | number | boolean | null | undefined | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Dates as people read them, in UTC so every viewer sees the same day. */
export function longDate(value: Date | string): string {
  return new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
