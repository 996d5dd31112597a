// The admin portal's one script: "Copy" buttons for the SCIM endpoint and a new bearer token.
// Progressive enhancement (the values sit in read-only inputs that can be selected by hand);
// it writes no HTML, only text, so it runs under the portal's strict CSP with Trusted Types.
export const COPY_SCRIPT_PATH = '/admin-portal/assets/copy.js';

export const copyScript = `document.addEventListener('click', function (event) {
  var button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  var input = document.getElementById(button.getAttribute('data-copy'));
  var status = document.getElementById(button.getAttribute('data-copy') + '-status');
  if (!input) return;
  var done = function (text) { if (status) status.textContent = text; };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(input.value).then(function () { done('Copied'); }, function () {
      input.select(); done('Press Ctrl+C or Cmd+C to copy');
    });
  } else { input.select(); done('Press Ctrl+C or Cmd+C to copy'); }
});
document.querySelectorAll('button[data-copy]').forEach(function (button) { button.hidden = false; });
`;
