import { forwardRef, useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { useLatest } from '../../../hooks/use-latest';
import { safeUrl } from '../../../url/url';
import { cx } from '../../internal';
import type { DialogProps } from '../Dialog';
import { lazyWithRetry } from '../LazyBoundary';
import { useT } from '../../../i18n/I18nProvider';
import { uiFormMessages } from '../../../i18n/messages/ui-forms';
import { registerMessages } from '../../../i18n/translate';
import { showToast } from '../../../toast/toast';
import { downscaleImage } from './downscale';
import '../../theme/tokens.css';
import './ImageUploader.css';

registerMessages(uiFormMessages);

const Dialog = lazyWithRetry<DialogProps>(() =>
  import('../Dialog/Dialog').then((module) => ({ default: module.Dialog })),
);

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

export interface ImageUploaderProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** Uploads one (downscaled) image; the page passes its API call. */
  upload: (image: Blob) => Promise<UploadResult>;
  /** URLs of images already uploaded (a restored draft). */
  defaultValue?: ReadonlyArray<string>;
  /** Called with the uploaded URLs, in order, whenever they change (Radix's name, as the other controls). */
  onValueChange?: (urls: string[]) => void;
  /** True while an image is on its way, false once none is: a form waits for it before it sends. */
  onUploadingChange?: (uploading: boolean) => void;
  /** How many images at most (the complaint form's 9). @default 9 */
  maxCount?: number;
  /** Refused before upload, whatever downscaling could do. */
  maxSizeMb?: number;
  resize?: (image: Blob) => Promise<Blob>;
  label?: string;
}

interface Item {
  id: number;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
  preview: string;
  file?: Blob;
  message?: string;
}

let nextId = 1;

/**
 * Evidence images: pick several at once (beyond the limit they are ignored, counted right), downscaled,
 * uploaded one by one with their own state, Retry on failure, delete, and a tap to preview.
 */
export const ImageUploader = forwardRef<HTMLDivElement, ImageUploaderProps>(function ImageUploader(
  {
    upload,
    defaultValue = [],
    onValueChange,
    onUploadingChange,
    maxCount = 9,
    maxSizeMb = 20,
    resize = downscaleImage,
    label,
    className,
    ...rest
  },
  ref,
) {
  const t = useT();
  // Restored URLs came from a server once: only safe ones are shown (and sent again).
  const [items, setItems] = useState<Item[]>(() =>
    defaultValue.flatMap((url) => (safeUrl(url) ? [{ id: nextId++, status: 'done' as const, url, preview: url }] : [])),
  );
  const [previewing, setPreviewing] = useState<Item | undefined>();
  const reported = useRef(defaultValue.filter((url) => safeUrl(url)).join(','));
  // The latest callbacks, read when the URLs change: a parent's new function is no reason to report again.
  const report = useLatest(onValueChange);

  const uploading = items.some((item) => item.status === 'uploading');
  const reportUploading = useLatest(onUploadingChange);

  useEffect(() => {
    const urls = items.filter((item) => item.status === 'done' && item.url).map((item) => item.url!);
    if (urls.join(',') === reported.current) return;
    reported.current = urls.join(',');
    report.current?.(urls);
  }, [items, report]);
  useEffect(() => reportUploading.current?.(uploading), [uploading, reportUploading]);

  // Object URLs of local previews are released when their tile goes.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (id: number, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const send = async (id: number, file: Blob) => {
    patch(id, { status: 'uploading', message: undefined });
    let result: UploadResult;
    try {
      result = await upload(await resize(file));
    } catch {
      result = { ok: false, message: t('ui.uploadFailed') };
    }
    if (result.ok) {
      patch(id, { status: 'done', url: result.url, file: undefined });
      showToast(t('toast.uploadSucceeded'), { kind: 'success' });
    } else {
      patch(id, { status: 'failed', message: result.message });
      showToast(result.message || t('ui.uploadFailed'), { kind: 'error' });
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = maxCount - items.length;
    const accepted: Item[] = [];
    for (const file of picked) {
      if (accepted.length >= room) break;
      if (!file.type.startsWith('image/')) {
        showToast(t('ui.notAnImage'), { kind: 'error' });
        continue;
      }
      if (file.size > maxSizeMb * 1024 * 1024) {
        showToast(t('ui.imageTooLarge', { size: maxSizeMb }), { kind: 'error' });
        continue;
      }
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      if (preview) previews.current.add(preview);
      accepted.push({ id: nextId++, status: 'uploading', preview, file });
    }
    if (accepted.length === 0) return;
    setItems((all) => [...all, ...accepted]);
    accepted.forEach((item) => void send(item.id, item.file!));
  };

  const remove = (item: Item) => {
    if (previews.current.delete(item.preview)) URL.revokeObjectURL(item.preview);
    setItems((all) => all.filter((other) => other.id !== item.id));
  };

  return (
    <div {...rest} ref={ref} className={cx('loan-uploader', className)}>
      <ul
        className="loan-uploader__grid"
        aria-label={label ?? t('ui.imageCount', { count: items.length, max: maxCount })}
      >
        {items.map((item, index) => (
          <li key={item.id} className={`loan-uploader__tile loan-uploader__tile--${item.status}`}>
            <button
              type="button"
              className="loan-uploader__thumb"
              aria-label={t('ui.previewImage', { index: index + 1 })}
              onClick={() => setPreviewing(item)}
            >
              {item.preview && <img src={item.preview} alt="" />}
            </button>
            {item.status === 'uploading' && (
              <span className="loan-uploader__state" role="status">
                {t('ui.uploading')}
              </span>
            )}
            {item.status === 'failed' && (
              <button
                type="button"
                className="loan-uploader__state loan-uploader__retry"
                onClick={() => item.file && void send(item.id, item.file)}
              >
                {t('common.retry')}
              </button>
            )}
            <button
              type="button"
              className="loan-uploader__remove"
              aria-label={t('ui.removeImage', { index: index + 1 })}
              onClick={() => remove(item)}
            >
              ×
            </button>
          </li>
        ))}
        {items.length < maxCount && (
          <li className="loan-uploader__tile">
            <label className="loan-uploader__add">
              <input type="file" accept="image/*" multiple className="loan-visually-hidden" onChange={onPick} />
              <span aria-hidden="true">+</span>
              <span className="loan-visually-hidden">{t('ui.addImage')}</span>
            </label>
          </li>
        )}
      </ul>
      <p className="loan-uploader__count">{t('ui.imageCount', { count: items.length, max: maxCount })}</p>
      {previewing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setPreviewing(undefined)}
          title={t('ui.previewImage', { index: items.indexOf(previewing) + 1 })}
        >
          <img className="loan-uploader__preview" src={previewing.preview} alt="" />
        </Dialog>
      )}
    </div>
  );
});
