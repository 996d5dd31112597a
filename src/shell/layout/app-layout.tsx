// The dashboard frame (SPEC.md §2 "Shell layout"): fixed desktop sidebar (icon rail + contextual
// side menu), top bar, scrolling main area, small-screen drawer, AI Assistant drawer and toasts.
import { useState, type ReactNode } from 'react';
import { AssistantDrawer } from '../assistant/assistant-drawer';
import { AppToaster } from './app-toaster';
import { HelpDialog } from './help-dialog';
import { IconRail } from './icon-rail';
import { MobileDrawer } from './mobile-drawer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './layout.css';

export interface AppLayoutProps {
  /** The screen. */
  children: ReactNode;
  /** Drops the main area's padding, for screens that run edge to edge; default false. */
  noPadding?: boolean;
}

type Overlay = 'none' | 'drawer' | 'assistant' | 'help';

/** Wraps every signed-in screen; must be rendered inside the auth provider and a wouter router. */
export function AppLayout({ children, noPadding = false }: AppLayoutProps) {
  const [overlay, setOverlay] = useState<Overlay>('none');
  const openOrClose = (name: Overlay) => (open: boolean) => setOverlay(open ? name : 'none');
  return (
    <div className="shell">
      {/* The first Tab stop: past the rail, side menu and top bar straight to the screen. */}
      <a
        className="shell-skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to main content
      </a>
      <aside className="shell-sidebar" aria-label="Sidebar">
        <IconRail
          onOpenAssistant={() => setOverlay('assistant')}
          onOpenHelp={() => setOverlay('help')}
        />
        <SideMenu />
      </aside>
      <div className="shell-column">
        <TopBar drawerOpen={overlay === 'drawer'} onOpenDrawer={() => setOverlay('drawer')} />
        <main
          className="shell-main"
          data-padding={noPadding ? 'none' : 'default'}
          id="main-content"
          tabIndex={-1}
        >
          {children}
        </main>
      </div>
      <MobileDrawer
        open={overlay === 'drawer'}
        onOpenChange={openOrClose('drawer')}
        onOpenAssistant={() => setOverlay('assistant')}
        onOpenHelp={() => setOverlay('help')}
      />
      <AssistantDrawer open={overlay === 'assistant'} onOpenChange={openOrClose('assistant')} />
      <HelpDialog open={overlay === 'help'} onOpenChange={openOrClose('help')} />
      <AppToaster />
    </div>
  );
}
