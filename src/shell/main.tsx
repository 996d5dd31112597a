import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectUiStyles } from '../ui';
import { App } from './app';
import './document.css';

// The dashboard renders in the document (no shadow root), so the UI tokens and primitive
// styles go into <head> once.
injectUiStyles();

const container = document.getElementById('root');
if (!container) throw new Error('The dashboard needs a #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
