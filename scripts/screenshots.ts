// Screenshots of every kit widget in its main states, for looking at (not a test): each state of
// the accessibility catalogue (tests/catalogue.ts) plus a few deeper ones, reached in English on
// the widget's demo page, then shown in each wanted locale by changing the element's `locale`.
// Light and dark, 1280 px and 375 px wide. Writes one PNG per shot and, per state, a contact sheet
// (all locales and themes of one width side by side) under screenshots/ (git-ignored).
//
//   node --import tsx scripts/screenshots.ts [--only=<tag>[,<tag>]] [--state=<substring>]
//        [--locales=ar,ja] [--narrow-locales=ar,ja,de] [--out=screenshots]
//
// Needs the built kit and harness (npx vite build --mode widgets / --mode harness); starts its own
// test-mode server like the element tests do.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Locator } from 'playwright-core';
import { widgets, type StateContext, type WidgetEntry, type WidgetState } from '../tests/catalogue';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServerProcess } from './test-server.mjs';

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => /^--([\w-]+)=(.*)$/.exec(arg))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]),
);
const list = (name: string, fallback: string) =>
  (args.get(name) ?? fallback).split(',').filter(Boolean);
const only = list('only', '');
const stateFilter = args.get('state') ?? '';
const outDir = path.resolve(args.get('out') ?? 'screenshots');
const widths = [
  { name: 'wide', width: 1280, height: 900, locales: list('locales', 'ar,ja') },
  { name: 'narrow', width: 375, height: 812, locales: list('narrow-locales', 'ar,ja,de') },
];
const themes = ['light', 'dark'] as const;

/** The six-digit code of the latest verification e-mail to `email` sent since `after`. */
async function latestCode(request: APIRequestContext, email: string, after: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    const { data } = (await response.json()) as {
      data: { subject: string; kind: string; createdAt: string }[];
    };
    const mail = data.find(
      (item) => item.kind === 'verification-code' && Date.parse(item.createdAt) >= after - 1000,
    );
    const code = /(\d{6})/.exec(mail?.subject ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification code for ${email}`);
}

/** Deeper states than the catalogue's, which the catalogue leaves to the journeys. */
function extraStates(request: APIRequestContext): Record<string, WidgetState[]> {
  const codeSent = async ({ widget }: StateContext) => {
    await widget.getByRole('button', { name: 'Set up authenticator app' }).click();
    const verify = widget.getByRole('dialog', { name: 'Verify your identity' });
    await verify.waitFor();
    const sentAt = Date.now();
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByRole('textbox').first().waitFor();
    return { verify, sentAt };
  };
  return {
    'user-security': [
      { name: 'identity code cells', reach: async (context) => void (await codeSent(context)) },
      {
        name: 'authenticator setup',
        reach: async (context) => {
          const { verify, sentAt } = await codeSent(context);
          const code = await latestCode(request, 'admin@acme.test', sentAt);
          await verify.getByRole('textbox').first().focus();
          await context.page.keyboard.type(code);
          await context.widget.getByRole('dialog').getByRole('img').first().waitFor();
        },
      },
    ],
    'api-keys': [
      {
        name: 'personal keys',
        reach: async ({ widget }) => {
          await widget.evaluate((element) => element.setAttribute('scope', 'user'));
          await widget.getByRole('button', { name: 'Create API key' }).waitFor();
          await widget.page().waitForTimeout(500);
        },
      },
      {
        name: 'secret shown once',
        reach: async ({ widget, page }) => {
          await widget.getByRole('button', { name: 'Create API key' }).click();
          const dialog = page.getByRole('dialog', { name: 'Create API key' });
          await dialog.getByRole('textbox', { name: 'Name' }).fill(`Screenshot ${Date.now()}`);
          await dialog.getByRole('checkbox').first().check();
          await dialog.getByRole('button', { name: /^Create/ }).click();
          await page.getByRole('dialog').getByRole('button', { name: /copy/i }).first().waitFor();
        },
      },
    ],
  };
}

/** The region to shoot: the widget and every open layer of it, with a margin. */
async function shotArea(widget: Locator) {
  return widget.evaluate((host) => {
    const boxes = [host.getBoundingClientRect()];
    const layers = host.shadowRoot?.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    );
    for (const layer of layers ?? []) boxes.push(layer.getBoundingClientRect());
    const visible = boxes.filter((box) => box.width > 0 && box.height > 0);
    const left = Math.max(0, Math.min(...visible.map((box) => box.left)) - 12);
    const top = Math.max(0, Math.min(...visible.map((box) => box.top)) + scrollY - 12);
    const right = Math.min(innerWidth, Math.max(...visible.map((box) => box.right)) + 12);
    const bottom = Math.max(...visible.map((box) => box.bottom)) + scrollY + 12;
    return { x: left, y: top, width: right - left, height: Math.min(bottom - top, 1600) };
  });
}

async function setLocale(widget: Locator, locale: string) {
  await widget.evaluate((element, tag) => element.setAttribute('locale', tag), locale);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const lang = await widget.evaluate((element) =>
      element.shadowRoot?.querySelector('.ui-root')?.getAttribute('lang'),
    );
    if (lang === locale) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Let popovers re-place themselves for the new direction.
  await widget.page().waitForTimeout(250);
}

interface Shot {
  label: string;
  file: string;
}

async function shootState(
  browser: Browser,
  baseURL: string,
  entry: WidgetEntry,
  state: WidgetState,
): Promise<void> {
  const slug = `${entry.tag}--${state.name.replace(/\W+/g, '-')}`;
  for (const size of widths) {
    const shots: Shot[] = [];
    for (const theme of themes) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const request = context.request;
      try {
        await request.delete('/_test/faults');
        for (const fault of state.faults ?? [])
          await request.post('/_test/faults', { data: fault });
        await page.addInitScript(
          (settings) => localStorage.setItem('kit-demo:settings', JSON.stringify(settings)),
          { page: theme, appearance: theme },
        );
        await page.goto(entry.demoPath);
        const widget = page.locator(entry.tag);
        if (state.waitForReady !== false) {
          await widget.and(page.locator('[data-state="ready"]')).waitFor();
          await entry.firstContent(widget).first().waitFor();
        }
        await state.reach?.({ page, widget });
        for (const locale of size.locales) {
          await setLocale(widget, locale);
          const file = path.join(outDir, `${slug}--${size.name}--${locale}--${theme}.png`);
          await page.screenshot({ path: file, fullPage: true, clip: await shotArea(widget) });
          shots.push({ label: `${locale} ${theme}`, file });
        }
      } catch (error) {
        console.error(`${slug} ${size.name} ${theme}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
        await request.delete('/_test/faults').catch(() => {});
      }
    }
    const columns = size.width > 800 ? 2 : shots.length;
    if (shots.length > 0) await contactSheet(browser, shots, columns, `${slug}--${size.name}.png`);
  }
}

/** One PNG with every shot of a state and width side by side, labelled. */
async function contactSheet(browser: Browser, shots: Shot[], columns: number, name: string) {
  const page = await browser.newPage({ viewport: { width: 400, height: 200 } });
  await page.setContent('<body style="margin:0;font:14px sans-serif;background:#888"></body>');
  await page.evaluate(
    ({ items, columns }) => {
      const grid = document.createElement('div');
      grid.style.cssText = `display:grid;grid-template-columns:repeat(${columns},max-content);gap:8px;padding:8px;align-items:start;width:max-content`;
      for (const item of items) {
        const figure = document.createElement('figure');
        figure.style.margin = '0';
        const caption = document.createElement('figcaption');
        caption.textContent = item.label;
        const image = document.createElement('img');
        image.src = `data:image/png;base64,${item.data}`;
        figure.append(caption, image);
        grid.append(figure);
      }
      document.body.append(grid);
    },
    {
      items: shots.map((shot) => ({
        label: shot.label,
        data: fs.readFileSync(shot.file, 'base64'),
      })),
      columns,
    },
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: path.join(outDir, 'sheets', name), fullPage: true });
  await page.close();
}

async function main() {
  fs.mkdirSync(path.join(outDir, 'sheets'), { recursive: true });
  const server = await startServerProcess();
  // Interrupted: stop the server child too (it is not in this process's group of signals).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().finally(() => process.exit(130)));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const api = await (await browser.newContext({ baseURL: server.url })).request;
    const extra = extraStates(api);
    for (const entry of widgets) {
      if (only.length > 0 && !only.includes(entry.tag)) continue;
      for (const state of [...entry.states, ...(extra[entry.tag] ?? [])]) {
        if (state.name === 'loading' || !state.name.includes(stateFilter)) continue;
        const started = Date.now();
        await shootState(browser, server.url, entry, state);
        console.log(`${entry.tag} / ${state.name}: ${Date.now() - started} ms`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`Screenshots in ${path.relative(process.cwd(), outDir)}/, sheets in its sheets/`);
}

await main();
