// Public surface of the UI layer: primitives, theme root, tokens stylesheet and pure helpers.
// Widgets and the dashboard import from here only; the dashboard's own floating layers (sheets)
// import './layers' as well, which loads @floating-ui/react with the page.
export { UiRoot, resolveAccentSeed, type UiRootProps } from './ui-root';
export { useUiContext, useElementDefaults, useUiStrings, type UiContextValue } from './ui-context';
export { englishUiStrings, type UiStrings } from './ui-strings';
export { uiStyles, getUiStyleSheet, adoptUiStyles, injectUiStyles } from './ui-styles';
export {
  accentSeeds,
  isAccentName,
  isRadius,
  isScaling,
  parseScaling,
  radii,
  type AccentName,
  type Appearance,
  type Radius,
  type Size,
} from './theme';
export {
  sanitizeElementOverrides,
  elementNames,
  type ElementOverrides,
  type ElementOverride,
  type ElementName,
  type ButtonVariant,
  type ButtonColor,
  type BadgeColor,
  type BadgeVariant,
  type FieldVariant,
  type MenuVariant,
  type AvatarVariant,
  type SkeletonVariant,
} from './element-overrides';

export { Button, type ButtonProps, type ButtonIntent } from './button';
export { IconButton, type IconButtonProps } from './icon-button';
export { Spinner, type SpinnerProps } from './spinner';
export { useDoneState, type DoneState, type UseDoneStateOptions } from './extras/use-done-state';
export {
  planDoneTimeline,
  statusAt,
  minimumLoadingMs,
  doneVisibleMs,
  type ActionStatus,
  type DoneTimeline,
} from './extras/done-timing';

export { TextField, type TextFieldProps } from './text-field';
export { PasswordField, type PasswordFieldProps } from './identity-check/password-field';
export { FieldFrame, type FieldFrameProps, type FieldIds } from './field-frame';
export { OtpInput, type OtpInputProps } from './identity-check/otp-input';
export {
  otpLength,
  insertText,
  backspace,
  isComplete,
  cellsFromValue,
} from './identity-check/otp-model';
export { Select } from './lazy-select';
export type { SelectProps, SelectOption } from './layer/select';
export { CheckboxList, type CheckboxListProps, type CheckboxOption } from './extras/checkbox-list';

export { Dialog, AlertDialog } from './lazy-dialogs';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/confirm-dialog';
export type { DialogProps } from './layer/dialog';
export type { AlertDialogProps } from './layer/alert-dialog';
export type { DialogWidth } from './layer/dialog-shell';
export {
  useControllableState,
  type ControllableStateOptions,
} from './extras/use-controllable-state';
export { DropdownMenu } from './lazy-dropdown-menu';
export type { DropdownMenuProps } from './layer/dropdown-menu';
export { MenuItem, MenuSeparator, MenuLabel } from './lazy-menu-items';
export type { MenuItemProps } from './layer/menu-item';
export { Tooltip } from './lazy-tooltip';
export type { TooltipProps } from './layer/tooltip';
export { LayerPending, type LayerPendingProps } from './layer-pending';
export { lazyComponent } from './lazy-component';
export { onIntentChunk, type OnIntentChunk } from './on-intent-chunk';
export {
  lazyModule,
  useLazyModule,
  loadDeferredModules,
  scheduleDeferredModules,
  type LazyModule,
} from './lazy-module';

export { Badge, type BadgeProps } from './badge';
export { Avatar, initialsOf, type AvatarProps } from './avatar';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton';
export {
  Table,
  TableHeader,
  TableBody,
  TableRow,
  TableColumnHeader,
  TableRowHeader,
  TableCell,
  type TableProps,
  type TableCellProps,
} from './table';
export {
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Info,
  MoreHorizontal,
  Search,
  TriangleAlert,
  X,
  type IconProps,
} from './icons';
export { ChevronsUpDown } from './chevrons-up-down-icon';
export { Eye, EyeOff } from './identity-check/password-icons';
export { Callout, type CalloutProps, type CalloutColor } from './callout';
export { SearchField, type SearchFieldProps } from './list/search-field';
export { EmptyState, type EmptyStateProps } from './list/empty-state';
export { Pager, type PagerProps } from './list/pager';
export { RelativeTime, type RelativeTimeProps } from './relative-time';
export { formatRelativeTime, relativeTimeRefreshMs } from './format-relative-time';
export { dateTimeFormat } from './date-time-format';
