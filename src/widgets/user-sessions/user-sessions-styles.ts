import css from './user-sessions.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const userSessionsStyles: string = css;
