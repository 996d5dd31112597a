import { statusCardStyles } from '../shared';
import css from './audit-log-streaming.css?inline';

/** The shared status card's CSS and the widget's own, adopted into the shadow root after the UI styles. */
export const auditLogStreamingStyles: string = statusCardStyles + css;
