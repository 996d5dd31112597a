// Test-only bundle (vite --mode harness → dist/harness/harness.js) for the element tests:
// a gallery of UI primitives in a shadow root, and a probe element built with the kit's
// element helper.
import './ui-gallery';
import './probe-element';
