// Placeholder by the lead; the demo-screens engineer owns this file.
export function CustomerDetailRoute() {
  return <h1>customer-detail</h1>;
}
