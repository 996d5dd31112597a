// The password field's show/hide icons: only the identity check draws them (see icons.tsx).
import { icon } from '../icons';

export const Eye = icon(
  <>
    <path d="M2 12Q12 1 22 12 12 23 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOff = icon(
  <>
    <path d="M2 12Q12 1 22 12 12 23 2 12Z" />
    <path d="m4 4 16 16" />
  </>,
);
