// What each key of the `elements` attribute accepts. Plain data with no imports: the sanitizer
// (element-overrides.ts) enforces it and the custom-elements manifest script documents it, so
// the documentation cannot drift from the rules.

const buttonVariants = ['solid', 'soft', 'outline', 'ghost'];
const buttonColors = ['accent', 'neutral', 'danger'];
const badgeColors = ['accent', 'neutral', 'red', 'amber', 'green', 'blue'];

/** The variants and colours each primitive's override accepts. */
export const allowedElementValues = {
  primaryButton: { variants: buttonVariants, colors: buttonColors },
  secondaryButton: { variants: buttonVariants, colors: buttonColors },
  destructiveButton: { variants: buttonVariants, colors: buttonColors },
  iconButton: { variants: buttonVariants, colors: buttonColors },
  textfield: { variants: ['surface', 'soft'], colors: buttonColors },
  select: { variants: ['surface', 'soft'], colors: buttonColors },
  badge: { variants: ['soft', 'solid', 'outline'], colors: badgeColors },
  dropdown: { variants: ['solid', 'soft'], colors: buttonColors },
  menuItem: { variants: ['solid', 'soft'], colors: buttonColors },
  avatar: { variants: ['soft', 'solid'], colors: badgeColors },
  dialog: { variants: ['default'], colors: [] as string[] },
  skeleton: { variants: ['pulse', 'shimmer', 'static'], colors: [] as string[] },
};

/** The `elements` attribute's keys and the values each accepts, in words. */
export function describeElementOverrideKeys(): string {
  const keys = Object.entries(allowedElementValues).map(([name, { variants, colors }]) => {
    const parts = [`variant ${variants.join('|')}`];
    if (colors.length > 0) parts.push(`color ${colors.join('|')}`);
    return `${name} (${parts.join('; ')})`;
  });
  return `Keys: ${keys.join(', ')}. Each also takes size 1|2|3 and radius none|small|medium|large|full (as the radius attribute). Unknown keys or values are ignored with one console warning.`;
}
