import css from './user-security.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const userSecurityStyles: string = css;
