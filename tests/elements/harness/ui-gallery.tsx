// <ui-gallery>: every UI primitive inside an open shadow root with the shared stylesheet adopted,
// for the element tests (tests/elements/ui-*.test.ts) and for screenshots. Attributes:
// appearance, accent-color, radius, scaling, elements (JSON), scenario ('all' | 'dialog-open' |
// 'nested': the dialog also offers a nested confirmation and a button that removes itself),
// mode ('shadow' default | 'document': light DOM with the styles injected into the document and
// popups portalled to document.body, as the dashboard uses the primitives).
import { Copy, MoreHorizontal, Pencil, Plus, RefreshCw, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  adoptUiStyles,
  injectUiStyles,
  AlertDialog,
  Avatar,
  Badge,
  Button,
  Callout,
  CheckboxList,
  Dialog,
  DropdownMenu,
  IconButton,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  OtpInput,
  PasswordField,
  RelativeTime,
  sanitizeElementOverrides,
  Select,
  Skeleton,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
  TableRowHeader,
  TextField,
  Tooltip,
  UiRoot,
  useDoneState,
  type Appearance,
  type ElementOverrides,
  type Radius,
} from '../../../src/ui';

interface GalleryProps {
  appearance: Appearance;
  accentColor?: string;
  radius?: Radius;
  scaling?: string;
  elements: ElementOverrides;
  scenario: string;
  portalContainer?: HTMLElement;
}

const roleOptions = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
  { value: 'billing', label: 'Billing manager' },
  { value: 'viewer', label: 'Viewer', disabled: true },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const members = [
  {
    name: 'Ada Admin',
    email: 'admin@acme.test',
    role: 'Admin',
    status: 'Active',
    points: 12840,
    seen: minutesAgo(0.2),
  },
  {
    name: 'Milo Member',
    email: 'member@acme.test',
    role: 'Member',
    status: 'Invited',
    points: 310,
    seen: minutesAgo(42),
  },
  {
    name: 'Nia Newcomer',
    email: 'newcomer@acme.test',
    role: 'Member',
    status: 'Expired',
    points: 0,
    seen: minutesAgo(60 * 24 * 9),
  },
  {
    name: 'Max Factor',
    email: 'mfa@acme.test',
    role: 'Billing manager',
    status: 'Active',
    points: 2045,
    seen: minutesAgo(60 * 24 * 80),
  },
];

const pictureUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8ec5ff"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
)}`;

const statusColor = { Active: 'green', Invited: 'amber', Expired: 'red' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="gallery-card" aria-label={title}>
      <h2 className="gallery-card-title">{title}</h2>
      {children}
    </section>
  );
}

function Gallery({
  appearance,
  accentColor,
  radius,
  scaling,
  elements,
  scenario,
  portalContainer,
}: GalleryProps) {
  const [role, setRole] = useState('');
  const [roles, setRoles] = useState<string[]>(['member']);
  const [log, setLog] = useState<string[]>([]);
  const [otp, setOtp] = useState('');
  const [dialogOpen, setDialogOpen] = useState(scenario === 'dialog-open');
  const [alertOpen, setAlertOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  const [vanished, setVanished] = useState(false);
  const nested = scenario === 'nested';
  const save = useDoneState({ onDone: () => record('save:finished') });
  const record = (entry: string) => setLog((entries) => [...entries, entry]);

  return (
    <UiRoot
      appearance={appearance}
      accentColor={accentColor}
      radius={radius}
      scaling={scaling}
      elements={elements}
      portalContainer={portalContainer}
    >
      <div className="gallery" data-testid="gallery">
        <header className="gallery-header">
          <div>
            <h1 className="gallery-title">UI primitives</h1>
            <p className="gallery-subtitle">Shared by the widget kit and the dashboard.</p>
          </div>
          <Tooltip content="Invite a teammate">
            <Button data-testid="tooltip-trigger" intent="primary">
              <Plus aria-hidden="true" /> Invite member
            </Button>
          </Tooltip>
        </header>

        <Section title="Buttons">
          <div className="gallery-row">
            <Button data-testid="button-primary">Save changes</Button>
            <Button intent="secondary" data-testid="button-secondary">
              Cancel
            </Button>
            <Button intent="destructive">Remove user</Button>
            <Button variant="soft">Soft</Button>
            <Button variant="ghost" color="neutral">
              Ghost
            </Button>
            <Button loading>Loading</Button>
            <Button disabled>Disabled</Button>
            <Button
              data-testid="button-save"
              status={save.status}
              onClick={() => {
                record('save:start');
                void save.run(new Promise((resolve) => setTimeout(resolve, 100)));
              }}
            >
              Save
            </Button>
          </div>
          <div className="gallery-row">
            <Button size={1}>Size 1</Button>
            <Button size={2}>Size 2</Button>
            <Button size={3}>Size 3</Button>
            <IconButton aria-label="Refresh" variant="outline">
              <RefreshCw aria-hidden="true" />
            </IconButton>
            <IconButton aria-label="Copy" variant="soft" color="accent">
              <Copy aria-hidden="true" />
            </IconButton>
            <Spinner label="Loading" />
          </div>
        </Section>

        <Section title="Fields">
          <div className="gallery-grid">
            <TextField
              label="Email"
              type="email"
              placeholder="name@company.com"
              hint="We’ll send an invitation."
              data-testid="text-field"
            />
            <TextField
              label="Organization code"
              defaultValue="ACME LOYALTY"
              error="This value does not match the required pattern"
              data-testid="text-field-error"
            />
            <PasswordField
              label="New password"
              hint="At least 8 characters."
              data-testid="password-field"
              autoComplete="new-password"
            />
            <Select
              label="Role"
              placeholder="Select a role"
              options={roleOptions}
              value={role}
              onValueChange={(value) => {
                setRole(value);
                record(`select:${value}`);
              }}
              data-testid="select"
            />
            <Select
              label="Role (only one)"
              options={[{ value: 'member', label: 'Member' }]}
              value="member"
              onValueChange={() => undefined}
              disabled
              hint="New users will be invited with the Member role, as it is the only one available."
            />
            <TextField
              label="Search"
              placeholder="Search members"
              trailing={<Search aria-hidden="true" className="gallery-search-icon" />}
            />
          </div>
          <output data-testid="select-value">{role}</output>
        </Section>

        <Section title="Verification code">
          <OtpInput value={otp} onChange={setOtp} onComplete={(code) => record(`otp:${code}`)} />
          <output data-testid="otp-value">{otp}</output>
        </Section>

        <Section title="Roles">
          <CheckboxList
            label="Roles"
            hideLabel
            options={[
              { value: 'admin', label: 'Admin', description: 'Manage members, SSO and domains.' },
              { value: 'member', label: 'Member', description: 'Use the loyalty dashboard.' },
              {
                value: 'billing',
                label: 'Billing manager',
                description: 'See invoices and plans.',
                disabled: true,
              },
            ]}
            value={roles}
            onValueChange={setRoles}
            error={roles.length === 0 ? 'Please select at least one role' : undefined}
          />
        </Section>

        <Section title="Overlays">
          <div className="gallery-row">
            <Button
              intent="secondary"
              data-testid="dialog-trigger"
              onClick={() => setDialogOpen(true)}
            >
              Open dialog
            </Button>
            <AlertDialog
              trigger={
                <Button intent="destructive" variant="soft" data-testid="alert-trigger">
                  Remove member…
                </Button>
              }
              open={alertOpen}
              onOpenChange={setAlertOpen}
              width={360}
              title="Remove member?"
              description="Milo Member will lose access to Acme Loyalty immediately."
              footer={
                <>
                  <Button
                    intent="secondary"
                    onClick={() => setAlertOpen(false)}
                    data-testid="alert-cancel"
                  >
                    Cancel
                  </Button>
                  <Button intent="destructive" onClick={() => setAlertOpen(false)}>
                    Remove
                  </Button>
                </>
              }
            />
            <DropdownMenu
              trigger={
                <IconButton
                  aria-label="Member actions"
                  variant="outline"
                  data-testid="menu-trigger"
                >
                  <MoreHorizontal aria-hidden="true" />
                </IconButton>
              }
            >
              <MenuLabel>Member</MenuLabel>
              <MenuItem
                icon={<Pencil />}
                disabled
                disabledReason="You cannot update the role for this user as there is only one role available."
              >
                Edit role
              </MenuItem>
              <MenuItem icon={<RefreshCw />} onSelect={() => record('menu:resend')}>
                Resend invitation
              </MenuItem>
              <MenuItem onSelect={() => record('menu:revoke')}>Revoke invitation</MenuItem>
              <MenuItem onSelect={() => setDialogOpen(true)}>Invite someone…</MenuItem>
              <MenuSeparator />
              <MenuItem icon={<Trash2 />} color="danger" onSelect={() => record('menu:remove')}>
                Remove user
              </MenuItem>
            </DropdownMenu>
          </div>
          <Dialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            title="Invite member"
            description="They will receive an email with a link to join Acme Loyalty."
            footer={
              <>
                <Button
                  intent="secondary"
                  onClick={() => setDialogOpen(false)}
                  data-testid="dialog-cancel"
                >
                  Cancel
                </Button>
                <Button data-testid="dialog-submit" onClick={() => setDialogOpen(false)}>
                  Send invite
                </Button>
              </>
            }
          >
            <TextField
              label="Email"
              type="email"
              placeholder="name@company.com"
              data-testid="dialog-email"
            />
            <Select
              label="Role"
              placeholder="Select a role"
              options={roleOptions}
              value={role}
              onValueChange={setRole}
            />
            {nested && (
              <div className="gallery-row">
                <Button
                  intent="secondary"
                  data-testid="nested-trigger"
                  onClick={() => setNestedOpen(true)}
                >
                  Confirm…
                </Button>
                {!vanished && (
                  <Button
                    intent="secondary"
                    data-testid="dialog-vanish"
                    onClick={() => setVanished(true)}
                  >
                    Remove this button
                  </Button>
                )}
              </div>
            )}
          </Dialog>
          {nested && (
            <AlertDialog
              open={nestedOpen}
              onOpenChange={setNestedOpen}
              width={360}
              title="Discard the invitation?"
              footer={
                <>
                  <Button
                    intent="secondary"
                    onClick={() => setDialogOpen(false)}
                    data-testid="nested-close-outer"
                  >
                    Close the dialog below
                  </Button>
                  <Button onClick={() => setNestedOpen(false)} data-testid="nested-close">
                    Close
                  </Button>
                </>
              }
            />
          )}
        </Section>

        <Section title="Members">
          <Table>
            <TableHeader>
              <TableRow>
                <TableColumnHeader>Member</TableColumnHeader>
                <TableColumnHeader>Role</TableColumnHeader>
                <TableColumnHeader>Status</TableColumnHeader>
                <TableColumnHeader align="end">Points</TableColumnHeader>
                <TableColumnHeader>Last seen</TableColumnHeader>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.email}>
                  <TableRowHeader>
                    <span className="gallery-person">
                      <Avatar name={member.name} decorative />
                      <span className="gallery-person-text">
                        <span>{member.name}</span>
                        <span className="ui-text-muted gallery-meta">{member.email}</span>
                      </span>
                    </span>
                  </TableRowHeader>
                  <TableCell>{member.role}</TableCell>
                  <TableCell>
                    <Badge color={statusColor[member.status as keyof typeof statusColor]}>
                      {member.status}
                    </Badge>
                  </TableCell>
                  <TableCell align="end">{member.points.toLocaleString('en-US')}</TableCell>
                  <TableCell className="ui-text-muted">
                    <RelativeTime date={member.seen} />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow aria-hidden="true">
                <TableCell>
                  <span className="gallery-person">
                    <Skeleton shape="circle" height={32} />
                    <Skeleton width={140} />
                  </span>
                </TableCell>
                <TableCell>
                  <Skeleton width={64} />
                </TableCell>
                <TableCell>
                  <Skeleton shape="pill" />
                </TableCell>
                <TableCell>
                  <Skeleton width={48} />
                </TableCell>
                <TableCell>
                  <Skeleton width={80} />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <div className="gallery-row">
            <Badge color="accent">Admin</Badge>
            <Badge>Member</Badge>
            <Badge color="green">Verified</Badge>
            <Badge color="amber">Pending</Badge>
            <Badge color="red">Failed</Badge>
            <Badge color="blue">Info</Badge>
            <Badge color="accent" variant="solid">
              Popular
            </Badge>
            <Avatar name="Ada Admin" size={3} />
            <Avatar name="member@acme.test" size={3} color="neutral" />
            <Avatar name="Pia Picture" size={3} src={pictureUrl} />
            <Avatar name="Bo Broken" size={3} src="/missing-avatar.png" />
          </div>
        </Section>

        <Section title="Callouts">
          <div className="gallery-stack">
            <Callout color="info" title="Domain verification pending">
              Add the TXT record to your DNS.
            </Callout>
            <Callout color="warning">Your SAML certificate expires in 12 days.</Callout>
            <Callout color="danger" title="Error fetching data">
              An error occurred. Contact your organization admin for support.
            </Callout>
            <Callout color="success">Password updated.</Callout>
          </div>
        </Section>

        <ol data-testid="log" className="gallery-log">
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ol>
      </div>
    </UiRoot>
  );
}

const galleryCss = `
.gallery { display: flex; flex-direction: column; gap: var(--space-4); padding: var(--space-5); background: var(--gray-2); min-height: 100vh; }
.gallery-header { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--space-4); flex-wrap: wrap; }
.gallery-title { font-size: var(--font-size-5); line-height: var(--line-height-5); font-weight: 600; letter-spacing: -0.02em; }
.gallery-subtitle { color: var(--gray-11); margin-top: var(--space-1); }
.gallery-card { display: flex; flex-direction: column; gap: var(--space-4); padding: var(--space-5); background: var(--panel); border-radius: var(--radius-3); box-shadow: 0 0 0 1px var(--gray-5), 0 1px 2px var(--gray-a3); }
.gallery-card-title { font-size: var(--font-size-3); line-height: var(--line-height-3); font-weight: 600; }
.gallery-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-3); }
.gallery-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: var(--space-4); align-items: start; }
.gallery-stack { display: flex; flex-direction: column; gap: var(--space-3); }
.gallery-person { display: flex; align-items: center; gap: var(--space-3); }
.gallery-person-text { display: flex; flex-direction: column; }
.gallery-meta { font-size: var(--font-size-1); line-height: var(--line-height-1); font-weight: 400; }
.gallery-search-icon { width: 16px; height: 16px; color: var(--gray-11); margin-right: var(--space-2); }
.gallery-log { font-size: var(--font-size-1); color: var(--gray-11); padding-left: var(--space-5); }
output { display: none; }
`;

let gallerySheet: CSSStyleSheet | undefined;

class UiGalleryElement extends HTMLElement {
  static observedAttributes = [
    'mode',
    'appearance',
    'accent-color',
    'radius',
    'scaling',
    'elements',
    'scenario',
  ];
  private root: Root | undefined;

  connectedCallback() {
    if (!gallerySheet) {
      gallerySheet = new CSSStyleSheet();
      gallerySheet.replaceSync(galleryCss);
    }
    if (this.getAttribute('mode') === 'document') {
      injectUiStyles(document);
      if (!document.adoptedStyleSheets.includes(gallerySheet)) {
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, gallerySheet];
      }
      this.root ??= createRoot(this);
    } else {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptUiStyles(shadow, [gallerySheet]);
      this.root ??= createRoot(shadow);
    }
    this.render();
  }

  disconnectedCallback() {
    this.root?.unmount();
    this.root = undefined;
  }

  attributeChangedCallback() {
    if (this.root) this.render();
  }

  private render() {
    let elements: ElementOverrides = {};
    try {
      elements = sanitizeElementOverrides(
        JSON.parse(this.getAttribute('elements') ?? 'null'),
      ).overrides;
    } catch {
      elements = {};
    }
    this.root?.render(
      <Gallery
        appearance={this.getAttribute('appearance') === 'dark' ? 'dark' : 'light'}
        accentColor={this.getAttribute('accent-color') ?? undefined}
        radius={(this.getAttribute('radius') as Radius | null) ?? undefined}
        scaling={this.getAttribute('scaling') ?? undefined}
        elements={elements}
        scenario={this.getAttribute('scenario') ?? 'all'}
        portalContainer={this.getAttribute('mode') === 'document' ? document.body : undefined}
      />,
    );
  }
}

if (!customElements.get('ui-gallery')) customElements.define('ui-gallery', UiGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'ui-gallery': UiGalleryElement;
  }
}
