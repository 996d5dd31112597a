// Placeholder by the lead; the demo-screens engineer owns this file.
export function CustomersListRoute() {
  return <h1>customers-list</h1>;
}
