// The sign-in page's passkey script (served by passkey-sign-in-assets.ts after the
// @simplewebauthn/browser bundle, which defines globalThis.SimpleWebAuthnBrowser).
// 'Sign in with a passkey' shows only where WebAuthn works; where the browser can offer passkeys
// in the e-mail field's autofill (conditional UI), that request starts as the page loads. Either
// answer is posted with the passkey form, and the server continues the code flow.
(function () {
  'use strict';
  var library = globalThis.SimpleWebAuthnBrowser;
  var form = document.getElementById('passkey-form');
  var button = document.getElementById('passkey-button');
  var status = document.getElementById('passkey-status');
  if (!library || !form || !button || !status || !library.browserSupportsWebAuthn()) return;

  var options = JSON.parse(form.getAttribute('data-options') || '{}');
  var timeoutMs = typeof options.timeout === 'number' ? options.timeout : 300000;
  var submitted = false;

  function submit(response) {
    if (submitted) return;
    submitted = true;
    form.elements.namedItem('response').value = JSON.stringify(response);
    form.submit();
  }

  /** A plain sentence for each way the browser's ceremony can end without an answer. */
  function messageFor(error, elapsedMs) {
    var name = error && error.name;
    if (name === 'NotAllowedError' || name === 'AbortError') {
      return elapsedMs >= timeoutMs - 1000
        ? 'The passkey request timed out. Try again, or sign in with your password.'
        : 'Passkey sign-in was cancelled. Try again, or sign in with your password.';
    }
    if (name === 'SecurityError') return 'Passkeys cannot be used on this address.';
    if (name === 'NotSupportedError') return 'This browser cannot use a passkey here.';
    return 'Your passkey could not be used. Try again, or sign in with your password.';
  }

  button.hidden = false;
  button.addEventListener('click', function () {
    status.textContent = '';
    var started = Date.now();
    // Starting a new request cancels the autofill one (the library's abort service).
    library.startAuthentication({ optionsJSON: options }).then(submit, function (error) {
      status.textContent = messageFor(error, Date.now() - started);
    });
  });

  library.browserSupportsWebAuthnAutofill().then(function (supported) {
    if (!supported) return;
    library
      .startAuthentication({ optionsJSON: options, useBrowserAutofill: true })
      .then(submit, function () {
        // Dismissed, or replaced by the button's request: the page stays as it was.
      });
  });
})();
