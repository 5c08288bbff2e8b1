/**
 * The contact form's script (plain DOM, a few hundred bytes gzip): the site's only JavaScript. It enables
 * Send, keeps the phone to 11 digits grouped as the market writes it (0917 123 4567), keeps a draft across reloads, and on Send checks that every
 * field is filled (the catalog's toast otherwise), then clears the form and shows the confirmation. The spec's
 * form sends nothing anywhere.
 */
import { formatPhoneDigits } from '@loan-webview/kit/format';

const DRAFT_KEY = 'loan.contactDraft';
const TOAST_MS = 3000;
const FIELDS = ['name', 'phone', 'message'] as const;

function readDraft(storage: Storage | undefined): Record<string, string> {
  try {
    const draft: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? '{}');
    return draft && typeof draft === 'object' ? (draft as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function enhanceContactForm(doc: Document = document): void {
  const form = doc.getElementById('contact-form') as HTMLFormElement | null;
  const toast = doc.getElementById('contact-toast');
  const sent = doc.getElementById('contact-sent');
  if (!form || !toast || !sent) return;
  let storage: Storage | undefined;
  try {
    storage = doc.defaultView?.sessionStorage;
  } catch {
    storage = undefined; // Storage blocked: the form works, without a draft.
  }
  const field = (name: (typeof FIELDS)[number]) => form.elements.namedItem(name) as HTMLInputElement;
  const save = () => {
    const draft = Object.fromEntries(FIELDS.map((name) => [name, field(name).value]));
    try {
      storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Full or blocked storage only loses the draft.
    }
  };
  let hideToast: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    clearTimeout(hideToast);
    toast.textContent = text;
    hideToast = setTimeout(() => (toast.textContent = ''), TOAST_MS);
  };

  const draft = readDraft(storage);
  for (const name of FIELDS) if (typeof draft[name] === 'string') field(name).value = draft[name];
  field('phone').value = formatPhoneDigits(field('phone').value);

  form.addEventListener('input', (event) => {
    const phone = field('phone');
    if (event.target === phone) phone.value = formatPhoneDigits(phone.value);
    sent.hidden = true;
    save();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const empty = FIELDS.find((name) => field(name).value.trim() === '');
    if (empty) {
      say(form.dataset.incomplete ?? '');
      field(empty).focus();
      return;
    }
    form.reset();
    storage?.removeItem(DRAFT_KEY);
    sent.hidden = false;
    sent.focus();
  });
  const send = form.querySelector('button[type="submit"]') as HTMLButtonElement | null;
  if (send) send.disabled = false;
  const noScript = doc.getElementById('contact-noscript');
  if (noScript) noScript.hidden = true;
}
