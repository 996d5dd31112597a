import type { Plugin } from 'vite';

/**
 * sonner injects its CSS as a <style> element when imported, which a strict
 * Content-Security-Policy (style-src without 'unsafe-inline') refuses. The dashboard imports
 * sonner's stylesheet file instead (src/shell/layout/app-toaster.tsx), and this drops the
 * injection from sonner's module.
 */
export function sonnerStylesAsFile(): Plugin {
  return {
    name: 'sonner-styles-as-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
      const patched = code.replace(/^__insertCSS\(/m, 'void (');
      if (patched === code) throw new Error('sonner-styles-as-file: sonner no longer matches');
      return { code: patched, map: null };
    },
  };
}
