import css from './api-keys.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const apiKeysStyles: string = css;
