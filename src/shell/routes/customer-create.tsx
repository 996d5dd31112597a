// Placeholder by the lead; the demo-screens engineer owns this file.
export function CustomerCreateRoute() {
  return <h1>customer-create</h1>;
}
