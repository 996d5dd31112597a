// The browser side's one e-mail rule, for the widgets and the dashboard's forms: the shape
// browsers accept for <input type="email"> (HTML's "valid e-mail address"), so a check in code
// agrees with the native one. The server has its own, stricter rule and says so in its answer.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `value` (trimmed) is an e-mail address as `type="email"` accepts it. */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value.trim());
}
