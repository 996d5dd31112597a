import css from './widget-shared.css?inline';

/** CSS for the host box and the error fallback, adopted into every widget's shadow root. */
export const widgetSharedStyles: string = css;
