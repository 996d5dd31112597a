/** The plain-HTML snippet of one tag with its attributes (name/value pairs, in order). */
export function elementSnippet(
  origin: string,
  tag: string,
  attributes?: [name: string, value: string][],
): string;
