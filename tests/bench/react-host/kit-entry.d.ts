// `kit-entry` is what tests/bench/react-host.ts builds the app with: the kit's shared-React entry,
// or nothing (the standalone widgets.js comes as a script tag then).
declare module 'kit-entry';
