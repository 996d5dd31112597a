// Locale resolution of a kit element on the built bundle: a `lang` on the host of a shadow root
// the element sits in (another component's), the page's lang, a `locale` attribute over both, the
// `dir` on the element, and the relative time and long-date formats of the element's locale.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  check,
  describe,
  it,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';

const rootOf = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('.ui-root') ?? null;
const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

async function ready(element: HTMLElement): Promise<void> {
  (element as HTMLElementTagNameMap['user-sessions']).authToken = await testToken();
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
}

describe('element locale', () => {
  afterEach(() => {
    removeCreated();
    document.documentElement.setAttribute('lang', 'en');
  });

  it('given a lang on the host of the shadow root it sits in, should follow it through the shadow boundary', async () => {
    const outer = track(document.createElement('div'));
    outer.setAttribute('lang', 'de');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const element = addElement('user-sessions');
    shadow.append(element);
    await ready(element);
    await waitFor(() => rootOf(element)?.getAttribute('lang') === 'de', 'lang de on the root');
    check(
      text(element).includes('Dieses Gerät'),
      `German text, got: ${text(element).slice(0, 200)}`,
    );
    check(
      /vor \d+ (Minute|Minuten|Stunde|Stunden|Tag|Tagen)|Gerade eben/.test(text(element)),
      'German relative time',
    );
  });

  it('given ja, should lay the text out as Japanese (the browser locale of the text, phrase wrapping)', async () => {
    const element = addElement('user-sessions', { locale: 'ja' });
    await ready(element);
    await waitFor(() => rootOf(element)?.getAttribute('lang') === 'ja', 'lang ja on the root');
    const item = element.shadowRoot!.querySelector<HTMLElement>('[part="session"]');
    check(item, 'a session');
    // The locale the browser breaks lines and picks glyphs by: the root's lang, not reset by the
    // root's `all: initial`.
    const locale = getComputedStyle(item).getPropertyValue('-webkit-locale');
    check(locale === '"ja"', `the text's locale is ${locale}`);
    const wordBreak = getComputedStyle(item).wordBreak;
    check(wordBreak === 'auto-phrase', `Japanese wraps by phrase, got ${wordBreak}`);
  });

  it('given a locale attribute, should win over the page lang, and a host dir should set the direction', async () => {
    document.documentElement.setAttribute('lang', 'fr');
    const element = addElement('user-sessions', { locale: 'ar', dir: 'ltr' });
    await ready(element);
    await waitFor(() => rootOf(element)?.getAttribute('lang') === 'ar', 'lang ar on the root');
    check(rootOf(element)?.getAttribute('dir') === 'ltr', 'the host dir overrides ar');
    element.removeAttribute('dir');
    await waitFor(
      () => rootOf(element)?.getAttribute('dir') === 'rtl',
      'rtl once the host dir is gone',
    );
    check(
      text(element).includes('تسجيل الخروج'),
      `Arabic text, got: ${text(element).slice(0, 300)}`,
    );
    element.removeAttribute('locale');
    await waitFor(
      () => rootOf(element)?.getAttribute('lang') === 'fr',
      'the page lang once locale is removed',
    );
    check(
      text(element).includes('Se déconnecter'),
      `French text, got: ${text(element).slice(0, 300)}`,
    );
  });
});
