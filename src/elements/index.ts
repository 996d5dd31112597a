// The widget kit's entry: importing this module registers every tag.
import './users-management';
import './user-security';

export type { WidgetElement } from './define-widget-element';
export type { AuthTokenSource } from '../api/widgets';
export type { WidgetErrorEventDetail } from '../widgets/shared';
