import css from './audit-log-streaming.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const auditLogStreamingStyles: string = css;
