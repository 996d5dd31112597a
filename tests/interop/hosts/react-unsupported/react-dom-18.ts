// react-dom, reporting 18.3.1 (see react-18.ts).
export * from 'react-dom-actual';
export const version = '18.3.1';
