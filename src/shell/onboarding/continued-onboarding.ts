// 'Continue Anyway' on the processing screen lets a user into the dashboard before their new
// organization is ready. Remembered for the tab's session so the guard does not send them back
// to the organization form while provisioning finishes.
const key = 'loyalty-onboarding-continued';

export function markOnboardingContinued(organizationId: string | null): void {
  try {
    window.sessionStorage.setItem(key, organizationId ?? 'pending');
  } catch {
    // Without storage the guard simply sends the user to the form again.
  }
}

export function hasContinuedOnboarding(): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function clearContinuedOnboarding(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
