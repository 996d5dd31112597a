import en from './messages/en.json';
import type { MessageCatalog } from './message-catalog';

/** Words every widget shares: primitives' labels, relative times, the error fallback. */
export const sharedCatalog: MessageCatalog = {
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
};
