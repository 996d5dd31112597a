// Demo profile pictures without any external host: a coloured circle with initials as an SVG
// data: URL.
const palette = [
  '#4f46e5',
  '#0e7490',
  '#b45309',
  '#be185d',
  '#15803d',
  '#7c3aed',
  '#c2410c',
  '#0369a1',
];

export function initialsAvatar(firstName: string, lastName: string): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  const seed = [...`${firstName}${lastName}`].reduce(
    (sum, character) => sum + character.charCodeAt(0),
    0,
  );
  const colour = palette[seed % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${colour}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" ` +
    `font-weight="600" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
