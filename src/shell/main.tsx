import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The UI tokens and primitive styles as a stylesheet file, before the shell's own (a strict CSP
// allows no injected <style> element).
import '../ui/styles/index.css';
import { App } from './app';
import './document.css';

const container = document.getElementById('root');
if (!container) throw new Error('The dashboard needs a #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
