// Only <organization-switcher>'s combobox draws it (see icons.tsx).
import { icon } from './icons';

export const ChevronsUpDown = icon(<path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
