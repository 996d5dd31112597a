// The UI engineer's primitives gallery element (<ui-gallery>) goes here.
export {};
