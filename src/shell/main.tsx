import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The dashboard needs a #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
