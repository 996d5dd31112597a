import layersCss from './layers.css?inline';

/** The floating layer's CSS (layer/layers.css): in its chunk, added to the shared UI sheet. */
export const layerStyles: string = layersCss;
