// Mounted in Chromium: a ref, a className and a style reach the DOM, and the host's brand colour wins; a Dialog
// inside a router-like host leaves the host's history alone (issue 28.1).
import { createRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@loan-webview/kit/ui/Button';
import { Dialog } from '@loan-webview/kit/ui/Dialog';

const historyAtStart = history.length;

/** A router's link inside a dialog: close it and push the next route, as `setOpen(false); router.push()` does. */
function RouterHost() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Withdraw">
      <a
        href="/edge"
        id="router-link"
        onClick={(event) => {
          event.preventDefault();
          setOpen(false);
          history.pushState({}, '', '/edge');
        }}
      >
        Next
      </a>
    </Dialog>
  );
}

const ref = createRef<HTMLButtonElement>();
createRoot(document.getElementById('root')!).render(
  <>
    <Button ref={ref} className="host-button" style={{ marginTop: 7 }}>
      Pay
    </Button>
    <RouterHost />
  </>,
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const check = async () => {
  const button = ref.current;
  const link = document.getElementById('router-link');
  if (!button || !link) return requestAnimationFrame(() => void check());
  const style = getComputedStyle(button);
  const opened = history.length - historyAtStart;
  link.click();
  await settle();
  Object.assign(window, {
    result: {
      isButton: button instanceof HTMLButtonElement,
      className: button.className,
      marginTop: style.marginTop,
      background: style.backgroundColor,
      router: {
        entriesOnOpen: opened,
        entriesAfterNavigation: history.length - historyAtStart,
        path: location.pathname,
        dialogOpen: document.querySelector('[role="dialog"]') !== null,
      },
    },
  });
};
void check();
