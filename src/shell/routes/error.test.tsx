import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, ErrorScreen } from './error';

describe('ErrorScreen', () => {
  it('given an error, should say something went wrong and offer Show Error with the details hidden', () => {
    const html = renderToStaticMarkup(<ErrorScreen error={new Error('boom at render')} />);
    expect(html).toContain('Something went wrong!');
    expect(html).toContain('Show Error');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('boom at render');
  });
});

describe('ErrorBoundary', () => {
  it('given a caught error, should switch to the error screen', () => {
    expect(ErrorBoundary.getDerivedStateFromError(new Error('x'))).toEqual({
      error: new Error('x'),
    });
    expect((ErrorBoundary.getDerivedStateFromError(undefined).error as Error).message).toBe(
      'Unknown error occurred',
    );
  });
});
