// Placeholder by the lead; the demo-screens engineer owns this file.
export function CustomerEditRoute() {
  return <h1>customer-edit</h1>;
}
