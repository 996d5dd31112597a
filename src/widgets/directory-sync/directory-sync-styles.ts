import { statusCardStyles } from '../shared';
import css from './directory-sync.css?inline';

/** The shared status card's CSS and the widget's own, adopted into the shadow root after the UI styles. */
export const directorySyncStyles: string = statusCardStyles + css;
