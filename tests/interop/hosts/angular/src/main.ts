// Angular (standalone, zoneless): CUSTOM_ELEMENTS_SCHEMA lets the template use the kit's tags;
// `[authToken]` binds the property, `[attr.appearance]` the attribute, `(ready)` and
// `(member-invited)` listen for the events.
import '@loyalty-console/account-widgets';
import {
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { config, record, secondOrganizationToken } from '../../shared/interop';

@Component({
  selector: 'interop-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <button id="appearance" (click)="toggleAppearance()">Toggle appearance</button>
      <button id="mount" (click)="shown.set(!shown())">Toggle widgets</button>
      @if (shown()) {
        <users-management
          id="org-a"
          [authToken]="config.tokens[0]"
          [attr.api-hostname]="config.api.hostname"
          [attr.api-port]="config.api.port"
          api-https="false"
          [attr.appearance]="appearance()"
          (ready)="record($event)"
          (member-invited)="record($event)"
        ></users-management>
        <users-management
          id="org-b"
          [authToken]="secondOrganizationToken"
          [attr.api-hostname]="config.api.hostname"
          [attr.api-port]="config.api.port"
          api-https="false"
          [attr.appearance]="appearance()"
          (ready)="record($event)"
        ></users-management>
      }
    </main>
  `,
})
class InteropRoot {
  protected readonly config = config;
  protected readonly record = record;
  protected readonly secondOrganizationToken = secondOrganizationToken;
  protected readonly appearance = signal<'light' | 'dark'>('light');
  protected readonly shown = signal(true);

  protected toggleAppearance(): void {
    this.appearance.set(this.appearance() === 'light' ? 'dark' : 'light');
  }
}

bootstrapApplication(InteropRoot, { providers: [provideZonelessChangeDetection()] }).catch(
  (error: unknown) => console.error(error),
);
