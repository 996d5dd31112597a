// Must fail the type-check: a misspelt attribute on a kit tag.
import type {} from '@loyalty-console/account-widgets/solid';

export const misspelt = () => <users-management apperance="dark" />;
