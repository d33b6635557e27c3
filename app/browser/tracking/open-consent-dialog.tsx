import { createRoot, type Root } from 'react-dom/client';
import { ConsentDialog, type ConsentDialogProps } from './ConsentDialog';

let open: { root: Root; host: HTMLElement } | undefined;

/**
 * Shows the consent dialog in a React root of its own, beside the page's (its chunk loads after the page, decision
 * 113), and takes it away once the visitor has answered. Opening it while it is open does nothing.
 */
export function openConsentDialog({ i18n, current, onChoice }: ConsentDialogProps): void {
  if (open) return;
  const host = document.createElement('div');
  host.className = 'consent-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  open = { root, host };
  const answered = (choice: Parameters<ConsentDialogProps['onChoice']>[0]) => {
    onChoice(choice);
    // After the close event's task: the browser has already given focus back to what had it before.
    setTimeout(() => {
      root.unmount();
      host.remove();
      open = undefined;
    });
  };
  root.render(<ConsentDialog i18n={i18n} current={current} onChoice={answered} />);
}
