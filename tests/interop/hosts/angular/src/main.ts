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
// docs: import { getWidgetToken, onWidgetEvent } from './widget-token';
import { config, record, secondOrganizationToken } from '../../shared/interop'; // interop-only

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
        <!-- interop-only:start -->
        <users-management
          id="org-b"
          [authToken]="secondOrganizationToken"
          [attr.api-hostname]="config.api.hostname"
          [attr.api-port]="config.api.port"
          api-https="false"
          [attr.appearance]="appearance()"
          (ready)="record($event)"
        ></users-management>
        <!-- interop-only:end -->
      }
    </main>
  `,
})
class InteropRoot {
  // docs: protected readonly getWidgetToken = getWidgetToken;
  protected readonly config = config; // interop-only
  protected readonly record = record;
  protected readonly secondOrganizationToken = secondOrganizationToken; // interop-only
  protected readonly appearance = signal<'light' | 'dark'>('light');
  protected readonly shown = signal(true);

  protected toggleAppearance(): void {
    this.appearance.set(this.appearance() === 'light' ? 'dark' : 'light');
  }
}

bootstrapApplication(InteropRoot, { providers: [provideZonelessChangeDetection()] }).catch(
  (error: unknown) => console.error(error),
);
