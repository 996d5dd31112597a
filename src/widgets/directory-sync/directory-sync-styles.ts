import css from './directory-sync.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const directorySyncStyles: string = css;
