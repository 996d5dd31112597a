// Wires every widget tag on a demo page: API base from this page's origin, the token function,
// theme controls (plain form controls that set attributes), an event log. Then loads the kit —
// after the properties are set, which also exercises "property set before definition".
import { getDemoToken, signedInEmail, switchDemoOrganization, tokenSource } from './demo-auth.js';

const TAGS = [
  'users-management',
  'user-profile',
  'user-security',
  'user-sessions',
  'sso-connection',
  'domain-verification',
  'api-keys',
  'directory-sync',
  'organization-switcher',
  'audit-logs',
  'audit-log-streaming',
];
const SETTINGS_KEY = 'kit-demo:settings';
const ACCENTS = [
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'orange',
  'red',
  'crimson',
  'pink',
  'violet',
  'iris',
  'gray',
];

const defaults = {
  appearance: 'inherit',
  accent: 'indigo',
  radius: 'medium',
  scaling: '100%',
  font: '',
  page: 'light',
  elements: '',
};
const settings = { ...defaults, ...readSettings() };

function readSettings() {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
  } catch {
    return {};
  }
}

const widgets = () => [...document.querySelectorAll(TAGS.join(','))];

function setAttribute(element, name, value) {
  if (value === '' || value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function applySettings() {
  document.documentElement.classList.toggle('dark', settings.page === 'dark');
  for (const element of widgets()) {
    setAttribute(element, 'appearance', settings.appearance);
    setAttribute(element, 'accent-color', settings.accent);
    setAttribute(element, 'radius', settings.radius);
    setAttribute(element, 'scaling', settings.scaling);
    setAttribute(element, 'font-family', settings.font);
    setAttribute(element, 'elements', settings.elements);
  }
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

function field(label, control) {
  const wrapper = document.createElement('label');
  wrapper.className = 'demo-field';
  const text = document.createElement('span');
  text.textContent = label;
  wrapper.append(text, control);
  return wrapper;
}

function select(name, options) {
  const control = document.createElement('select');
  control.name = name;
  for (const option of options)
    control.add(new Option(option, option, false, settings[name] === option));
  return control;
}

function input(name, placeholder) {
  const control = document.createElement('input');
  control.name = name;
  control.placeholder = placeholder;
  control.value = settings[name];
  return control;
}

function buildControls(form) {
  const elementsInput = document.createElement('textarea');
  elementsInput.name = 'elements';
  elementsInput.rows = 3;
  elementsInput.placeholder = '{"primaryButton":{"variant":"soft"}}';
  elementsInput.value = settings.elements;
  form.append(
    field('Page theme', select('page', ['light', 'dark'])),
    field('appearance', select('appearance', ['inherit', 'light', 'dark'])),
    field('accent-color', select('accent', ACCENTS)),
    field('radius', select('radius', ['none', 'small', 'medium', 'large', 'full'])),
    field('scaling', select('scaling', ['90%', '95%', '100%', '105%', '110%'])),
    field('font-family', input('font', 'e.g. Georgia, serif')),
    field('elements (JSON)', elementsInput),
  );
  const reset = document.createElement('button');
  reset.type = 'reset';
  reset.textContent = 'Reset theme';
  form.append(reset);
  form.addEventListener('input', (event) => {
    settings[event.target.name] = event.target.value;
    applySettings();
  });
  form.addEventListener('reset', () => {
    Object.assign(settings, defaults);
    applySettings();
    // Let the form reset, then show the defaults.
    setTimeout(() => {
      for (const control of form.elements) if (control.name) control.value = settings[control.name];
    });
  });
}

function logEvent(element, event) {
  const log = document.getElementById('event-log');
  if (!log) return;
  const item = document.createElement('li');
  const detail = event.detail === undefined ? '' : ` ${JSON.stringify(event.detail)}`;
  item.textContent = `${new Date().toLocaleTimeString()}  <${element.localName}> ${event.type}${detail}`;
  log.prepend(item);
}

async function showSession() {
  const status = document.getElementById('session-status');
  if (!status) return;
  try {
    await getDemoToken();
    const who = signedInEmail();
    status.textContent =
      tokenSource() === 'test'
        ? 'Using a test-mode token for admin@acme.test.'
        : `Using the dashboard session${who ? ` of ${who}` : ''}.`;
    status.dataset.state = 'ok';
  } catch (error) {
    status.textContent = error.message;
    status.dataset.state = 'error';
    const link = document.createElement('a');
    link.href = '/login';
    link.textContent = 'Sign in on the dashboard';
    status.append(' ', link);
  }
}

const form = document.getElementById('theme-controls');
if (form) buildControls(form);
for (const element of widgets()) {
  // This page is served by the API server itself, so the API base is this origin.
  element.setAttribute('api-hostname', location.hostname);
  if (location.port) element.setAttribute('api-port', location.port);
  element.setAttribute('api-https', String(location.protocol === 'https:'));
  element.authToken = getDemoToken;
  // The page's own switch; the widget never navigates, the page decides what follows.
  if (element.localName === 'organization-switcher')
    element.switchToOrganization = switchDemoOrganization;
  // Log every event the widget dispatches from its host (ready, error and its actions).
  const dispatch = element.dispatchEvent.bind(element);
  element.dispatchEvent = (event) => {
    logEvent(element, event);
    return dispatch(event);
  };
}
applySettings();
void showSession();
await import('/widgets/widgets.js');
