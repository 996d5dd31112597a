// Destructive toasts (SPEC.md §8: 'Failed to create organization', 'Failed to switch
// organization'): styled as errors by the toaster, and announced at once like an alert.
import { toast } from 'sonner';

/** Shows an error toast whose title is an alert (role="alert"), with the reason below it. */
export function showErrorToast(title: string, description: string): void {
  toast.error(
    <span role="alert" aria-atomic="true">
      {title}
    </span>,
    { description },
  );
}
