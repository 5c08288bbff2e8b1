// Mounted in Chromium: a ref, a className and a style reach the DOM, and the host's brand colour wins.
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@loan-webview/kit/ui/Button';

const ref = createRef<HTMLButtonElement>();
createRoot(document.getElementById('root')!).render(
  <Button ref={ref} className="host-button" style={{ marginTop: 7 }}>
    Pay
  </Button>,
);
const check = () => {
  const button = ref.current;
  if (!button) return requestAnimationFrame(check);
  const style = getComputedStyle(button);
  Object.assign(window, {
    result: {
      isButton: button instanceof HTMLButtonElement,
      className: button.className,
      marginTop: style.marginTop,
      background: style.backgroundColor,
    },
  });
};
check();
