// The focus hand-over of the light stand-ins (src/ui/use-layer-handover.ts, useFocusHandover):
// a dialog's trigger focused before the floating layer arrives keeps the focus when the real
// dialog swaps in around it (the swap mounts the trigger anew). A page of its own, with the
// floating layer's chunk held back until the trigger has the focus.
import { addGallery, byTestId } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated, waitFor } from './support.js';

const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
  executeServerCommand: (command: string, payload?: unknown) => Promise<unknown>;
};
// The harness's build names the layer's chunk floating-layer-<hash>.js.
const layerChunk = { name: 'floating-layer-' };
await executeServerCommand('hold-chunk', layerChunk);

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

describe('Focus hand-over from a stand-in to the real component', () => {
  it("given a dialog's trigger focused before the floating layer arrived, should keep the focus when the real dialog swaps in", async () => {
    const root = await addGallery();
    const standIn = byTestId(root, 'alert-trigger')!;
    standIn.focus();
    check(root.activeElement === standIn, 'the stand-in trigger has the focus');
    check(!root.querySelector('.ui-tooltip, [role="menu"]'), 'the floating layer is not here yet');

    await executeServerCommand('release-chunk', layerChunk);
    const real = await waitFor(() => {
      const trigger = byTestId(root, 'alert-trigger');
      return trigger !== standIn ? trigger : null;
    }, 'the real dialog mounting its trigger anew');
    await waitFor(() => root.activeElement === real, 'the focus on the real trigger');
    check(!root.querySelector('[role="alertdialog"]'), 'no dialog opened');
  });
});
