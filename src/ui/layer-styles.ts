import layersCss from './styles/layers.css?inline';

/** The floating layer's CSS (styles/layers.css): in its chunk, added to the shared UI sheet. */
export const layerStyles: string = layersCss;
