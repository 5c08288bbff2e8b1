// Mounted in Chromium: a ref, a className and a style reach the DOM, and the host's brand colour wins; a Dialog
// inside a router-like host leaves the host's history alone (issue 28.1). Under a host's own font and `h2` rule,
// a Button and a field on their own take the kit's font as a Dialog's do, and the Dialog's title keeps its
// style; the configuration's brand colours reach a Button through brandStyle; a MoneySummary rendered on the
// server one day hydrates two days later without a mismatch (issue 48).
import { createRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { brandStyle, setConfig } from '@loan-webview/kit/config';
import { Button } from '@loan-webview/kit/ui/Button';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { TextInput } from '@loan-webview/kit/ui/TextField';

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

/** Rendered as a server would on one day, hydrated on a later one: what React reported, and what shows. */
async function hydrateLater() {
  const realNow = Date.now;
  const day = 86_400_000;
  const rendered = Date.UTC(2026, 10, 23, 4);
  const summary = <MoneySummary label="Amount due" amount="₱1" dueDate="2026-12-05" />;
  Date.now = () => rendered;
  const host = document.createElement('div');
  host.innerHTML = renderToString(summary);
  Date.now = () => rendered + 2 * day;
  document.body.append(host);
  const errors: string[] = [];
  hydrateRoot(host, summary, { onRecoverableError: (error) => errors.push(String(error)) });
  await new Promise((resolve) => setTimeout(resolve, 100));
  Date.now = realNow;
  return { errors, countdown: host.querySelector('.loan-money__countdown')?.textContent ?? null };
}

setConfig({ brandColors: { primary: '#6d28d9' } });
const ref = createRef<HTMLButtonElement>();
createRoot(document.getElementById('root')!).render(
  <>
    <Button ref={ref} className="host-button" style={{ marginTop: 7 }}>
      Pay
    </Button>
    <TextInput id="alone-input" aria-label="Name" />
    <div style={brandStyle()}>
      <Button id="brand-button">Borrow</Button>
    </div>
    <RouterHost />
  </>,
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * A dialog that back closes (closeOnBack), closed by the host's router pushing a route: one back from that route
 * comes to the route under the dialog, not to the dialog's spent history entry.
 */
async function backAfterRouterPush() {
  const mount = document.createElement('div');
  document.body.append(mount);
  const link = () => document.getElementById('back-router-link');
  function BackRouterHost() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} onOpenChange={setOpen} title="Rollover" closeOnBack>
        <a
          href="/edge2"
          id="back-router-link"
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
            history.pushState({}, '', '/edge2');
          }}
        >
          Next
        </a>
      </Dialog>
    );
  }
  createRoot(mount).render(<BackRouterHost />);
  while (!link()) await new Promise(requestAnimationFrame);
  const under = location.pathname;
  link()!.click();
  await settle();
  history.back();
  await settle();
  return { under, afterOneBack: location.pathname, onSpentEntry: Boolean(history.state?.loanBack) };
}
const check = async () => {
  const button = ref.current;
  const link = document.getElementById('router-link');
  if (!button || !link) return requestAnimationFrame(() => void check());
  const style = getComputedStyle(button);
  const fontOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
  const title = getComputedStyle(document.querySelector('.loan-dialog__title')!);
  const fonts = {
    host: getComputedStyle(document.body).fontFamily,
    button: style.fontFamily,
    input: fontOf('#alone-input'),
    inDialog: fontOf('.loan-dialog'),
  };
  const dialogTitle = { color: title.color, letterSpacing: title.letterSpacing, textTransform: title.textTransform };
  const brand = getComputedStyle(document.getElementById('brand-button')!).backgroundColor;
  const opened = history.length - historyAtStart;
  link.click();
  await settle();
  const routerRecord = {
    entriesOnOpen: opened,
    entriesAfterNavigation: history.length - historyAtStart,
    path: location.pathname,
    dialogOpen: document.querySelector('[role="dialog"]') !== null,
  };
  Object.assign(window, {
    result: {
      isButton: button instanceof HTMLButtonElement,
      className: button.className,
      marginTop: style.marginTop,
      background: style.backgroundColor,
      fonts,
      dialogTitle,
      brand,
      hydration: await hydrateLater(),
      router: routerRecord,
      backAfterRouterPush: await backAfterRouterPush(),
    },
  });
};
void check();
