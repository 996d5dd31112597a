// Help & Support: where to get help, as a dialog (SPEC.md names the entry, not a screen).
import { BookOpen, Keyboard, Mail } from 'lucide-react';
import { Badge, Button, Dialog } from '../../ui';

export interface HelpDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Contact options and the keyboard shortcuts the dashboard supports. */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Help & Support"
      description="Get answers about your loyalty programs, or reach our team."
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <ul className="shell-help-list">
        <li>
          <BookOpen aria-hidden="true" />
          <div>
            <p className="shell-help-title">
              Guides and documentation <Badge color="neutral">Coming soon</Badge>
            </p>
            <p className="shell-help-text">
              Step-by-step guides to programs, tiers, rewards and campaigns are being written. Until
              they are published, contact support and we will walk you through it.
            </p>
          </div>
        </li>
        <li>
          <Mail aria-hidden="true" />
          <div>
            <p className="shell-help-title">Contact support</p>
            <p className="shell-help-text">
              Write to{' '}
              <a href="mailto:support@loyalty-console.example">support@loyalty-console.example</a>;
              we answer within one business day.
            </p>
          </div>
        </li>
        <li>
          <Keyboard aria-hidden="true" />
          <div>
            <p className="shell-help-title">Keyboard shortcuts</p>
            <p className="shell-help-text">
              <kbd>Alt</kbd> + <kbd>T</kbd> moves focus to the notifications.
            </p>
          </div>
        </li>
      </ul>
    </Dialog>
  );
}
