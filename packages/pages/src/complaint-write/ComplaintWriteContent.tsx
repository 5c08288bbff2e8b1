import { useEffect, useId, useState } from 'react';
import { fetchProblemInit, saveProblem, uploadProblemImage, type ProblemInit } from '@loan-webview/kit/api';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo, safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { showToast } from '@loan-webview/kit/toast';
import { Button } from '@loan-webview/kit/ui/Button';
import { FieldError } from '@loan-webview/kit/ui/FieldError';
import { ImageUploader, type UploadResult } from '@loan-webview/kit/ui/ImageUploader';
import { lazyWithRetry, openWhenLoaded } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { TextArea } from '@loan-webview/kit/ui/TextField';
import { ResourceView } from '../shell/ResourceView';
import { useResource, withQuery } from '../shell/use-resource';
import { clearDraft, readDraft, saveDraft } from './draft';

const SentDialog = lazyWithRetry(() => import('./SentDialog'));

/** Part 1 §5, §9: 200 characters, 9 images, the success modal for 1.5 s. */
export const MAX_TEXT = 200;
export const MAX_IMAGES = 9;
export const SENT_MODAL_MS = 1500;

export interface ComplaintChoice {
  problemType: number;
  problemSonType?: number;
  orderNo: string;
}

/** The complaint the page was opened for (query problemType, problemSonType, orderNo). */
export function choiceFromQuery(query: Readonly<Record<string, string>>): ComplaintChoice {
  const problemSonType = Number(query.problemSonType);
  return {
    problemType: Number(query.problemType) || 0,
    problemSonType: Number.isInteger(problemSonType) && problemSonType > 0 ? problemSonType : undefined,
    orderNo: query.orderNo ?? '',
  };
}

export interface ComplaintWriteFormProps {
  init: ProblemInit;
  choice: ComplaintChoice;
}

/** Type tags, the description with its counter, evidence images, and Send. */
export function ComplaintWriteForm({ init, choice }: ComplaintWriteFormProps) {
  const t = useT();
  const ids = useId();
  // What the borrower wrote before a reload or a trip back home comes back, whatever type they chose since.
  const [restored] = useState(readDraft);
  const [text, setText] = useState(() => (restored?.problemDetail ?? '').slice(0, MAX_TEXT));
  // Restored URLs came from a server once: only safe ones are shown and sent again.
  const [images, setImages] = useState<string[]>(
    () => restored?.images.filter((url) => safeUrl(url)).slice(0, MAX_IMAGES) ?? [],
  );
  const [refusal, setRefusal] = useState<string | undefined>();
  const [empty, setEmpty] = useState(false);
  const [sent, setSent] = useState(false);
  const flight = useSingleFlight<'send'>();

  useEffect(() => {
    if (sent) return;
    saveDraft({ ...choice, problemDetail: text, images });
  }, [choice, text, images, sent]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigateTo(hrefFor('complaint', { orderId: choice.orderNo })), SENT_MODAL_MS);
    return () => clearTimeout(timer);
  }, [sent, choice.orderNo]);

  const tags = [
    init.problemType.find((type) => type.value === choice.problemType)?.title,
    init.problemSonType.find((type) => type.value === choice.problemSonType)?.title,
  ].filter((title): title is string => !!title);

  const upload = async (image: Blob): Promise<UploadResult> => {
    const result = await uploadProblemImage(image);
    return result.ok ? { ok: true, url: result.data.url } : { ok: false, message: describeFailure(result.error, t) };
  };

  const send = () =>
    flight.run('send', async () => {
      setRefusal(undefined);
      if (!text.trim()) {
        // Under the field as well as in the spec's toast (issue 27.5); the keyboard opens where to type.
        setEmpty(true);
        showToast(t('toast.fillComments'));
        document.getElementById(`${ids}-text`)?.focus();
        return;
      }
      // The dialog that says it was sent comes down beside the save, to show the moment the answer is in.
      void SentDialog.load().catch(() => undefined);
      const result = await saveProblem({
        problemType: choice.problemType,
        // Part 1 §7.2 lists it for every save: empty for a type without sub-types.
        problemSonType: choice.problemSonType ?? '',
        problemDetail: text,
        problemImage: images.join(','),
        orderNo: choice.orderNo,
      });
      if (!result.ok) {
        // Nothing is lost: the text and images stay, and so does the draft.
        setRefusal(describeFailure(result.error, t));
        return;
      }
      clearDraft();
      // Within the flight: Send stays busy until the dialog is up.
      await openWhenLoaded(SentDialog, () => setSent(true));
    });

  return (
    <form
      className="loan-page__body loan-complaint-write"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {tags.length > 0 && (
        <section className="loan-page__card" aria-labelledby={`${ids}-type`}>
          <h2 id={`${ids}-type`} className="loan-page__card-title">
            {t('complaint.problemType')}
          </h2>
          <ul className="loan-complaint-write__tags">
            {tags.map((tag) => (
              <li key={tag} className="loan-complaint-write__tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="loan-page__card">
        <label htmlFor={`${ids}-text`} className="loan-page__card-title loan-complaint-write__label">
          {t('complaint.problemDescription')}
        </label>
        <TextArea
          id={`${ids}-text`}
          rows={6}
          maxLength={MAX_TEXT}
          value={text}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${ids}-error ${ids}-count` : `${ids}-count`}
          // Typed or pasted, text past the limit is cut (maxLength does it in browsers, slice everywhere else).
          onChange={(event) => {
            setText(event.target.value.slice(0, MAX_TEXT));
            setEmpty(false);
          }}
        />
        <FieldError id={`${ids}-error`}>{empty ? t('toast.fillComments') : undefined}</FieldError>
        <p id={`${ids}-count`} className="loan-complaint-write__count">
          {t('complaint.counter', { count: text.length, max: MAX_TEXT })}
        </p>
      </section>

      <section className="loan-page__card" aria-labelledby={`${ids}-images`}>
        <h2 id={`${ids}-images`} className="loan-page__card-title">
          {t('complaint.evidence')}
        </h2>
        <ImageUploader upload={upload} defaultValue={images} onValueChange={setImages} maxCount={MAX_IMAGES} />
      </section>

      <p className="loan-complaint-write__note">{t('complaint.handledWithin')}</p>
      {refusal && (
        <p className="loan-complaint-write__refusal" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" block loading={flight.busy === 'send'} disabled={sent}>
        {t('complaint.send')}
      </Button>
      {sent && <SentDialog />}
    </form>
  );
}

function loadChoice(signal: AbortSignal) {
  const choice = choiceFromQuery(getCommonParams());
  return withQuery(choice, fetchProblemInit({ orderId: choice.orderNo }, { signal }));
}

/** What ComplaintWritePage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ComplaintWriteContent() {
  const resource = useResource(loadChoice);

  return (
    <ResourceView resource={resource} loading={<Skeleton lines={6} />}>
      {({ query: choice, data: init }) => <ComplaintWriteForm init={init} choice={choice} />}
    </ResourceView>
  );
}
