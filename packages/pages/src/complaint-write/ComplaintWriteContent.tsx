import { useEffect, useId, useRef, useState } from 'react';
import { fetchProblemInit, saveProblem, uploadProblemImage, type ProblemInit } from '@loan-webview/kit/api';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { getConfig } from '@loan-webview/kit/config';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { Button } from '@loan-webview/kit/ui/Button';
import { FieldError } from '@loan-webview/kit/ui/FieldError';
import { ImageUploader, type UploadResult } from '@loan-webview/kit/ui/ImageUploader';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { TextArea } from '@loan-webview/kit/ui/TextField';
import { useContentShown } from '../shell/content-shown';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, type UseResourceResult } from '../shell/use-resource';
import { collectionComplaint } from '../complaint-common/collection';
import { RegulatorNotice, replyWorkingDays } from '../complaint-common/RegulatorNotice';
import { ComplaintSent } from './ComplaintSent';
import { clearDraft, readDraft, saveDraft } from './draft';
import { trackFunnel } from '../shell/funnel';

/** Part 1 §5, §9: 200 characters, 9 images. */
export const MAX_TEXT = 200;
const MAX_IMAGES = 9;

interface ComplaintChoice {
  problemType: number;
  problemSonType?: number;
  orderNo: string;
}

/** The complaint the page was opened for (query problemType, problemSonType, orderNo). */
function choiceFromQuery(query: Readonly<Record<string, string>>): ComplaintChoice {
  const problemSonType = Number(query.problemSonType);
  return {
    problemType: Number(query.problemType) || 0,
    problemSonType: Number.isInteger(problemSonType) && problemSonType > 0 ? problemSonType : undefined,
    orderNo: query.orderNo ?? '',
  };
}

interface ComplaintWriteFormProps {
  /** The problem types (problem-init): only the tags wait for it. */
  init: UseResourceResult<ProblemInit>;
  choice: ComplaintChoice;
}

/** The titles of the chosen type and sub-type; none for types the answer does not know. */
function tagsOf(init: ProblemInit, choice: ComplaintChoice): string[] {
  return [
    init.problemType.find((type) => type.value === choice.problemType)?.title,
    init.problemSonType.find((type) => type.value === choice.problemSonType)?.title,
  ].filter((title): title is string => !!title);
}

/**
 * Type tags, the description with its counter, evidence images, and Send. The form is prerendered, so its labels
 * and note are the page's first paint (ADR 0063); only the tags wait for the answer. Until the page has hydrated
 * and put the draft back, Send and the image picker wait too: a tap then would do nothing, or lose the picture.
 */
function ComplaintWriteForm({ init, choice }: ComplaintWriteFormProps) {
  const t = useT();
  // The form is the page's content, there at once; the chosen type's tags are a part that comes with its answer.
  useContentShown();
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Empty, as prerendered, until the effect below: a value read during hydration would not match the markup.
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // The draft's images, once hydrated and the draft read: until then Send and the picker wait.
  const [draftImages, setDraftImages] = useState<string[]>();
  const ready = draftImages !== undefined;
  const [refusal, setRefusal] = useState<string | undefined>();
  const [empty, setEmpty] = useState(false);
  // Once the server has it: the acknowledgement replaces the form and stays until she leaves (decisions.md).
  const [sent, setSent] = useState<{ reference: string; at: number }>();
  const flight = useSingleFlight<'send'>();

  useEffect(() => {
    // What the borrower wrote before a reload or a trip back home comes back, whatever type they chose since. Text
    // typed into the prerendered field before the scripts ran is still in it (hydration leaves a textarea's value
    // alone) and is newer than any draft. Read here, not by typed-before-hydration.ts: that module reads as the page
    // bundle runs, and this form hydrates later, with its own chunk.
    const draft = readDraft();
    const typed = field.current!.value;
    setText((typed || draft?.problemDetail || '').slice(0, MAX_TEXT));
    // Restored URLs came from a server once: only safe ones are shown and sent again.
    const restored = draft?.images.filter((url) => safeUrl(url)).slice(0, MAX_IMAGES) ?? [];
    setImages(restored);
    setDraftImages(restored);
  }, []);

  useEffect(() => {
    if (!ready || sent) return;
    saveDraft({ ...choice, problemDetail: text, images });
  }, [ready, choice, text, images, sent]);

  // Undefined until the answer is in; a type the answer does not know has none, and no card.
  const tags = init.state.data && tagsOf(init.state.data, choice);
  // A collection complaint about an order that does not take the type goes as another, said before she sends.
  const sentAs = (detail: string) =>
    collectionComplaint(
      choice,
      detail,
      init.state.data ?? { problemType: [], problemSonType: [], orderList: [] },
      getConfig().complaints.collectionRoutedAs,
    );
  const { routedAs, problemDetail: mark } = sentAs('');
  // The spec's 200 characters hold the mark too: she has what is left, and the counter says so.
  const maxText = MAX_TEXT - mark.length;

  const upload = async (image: Blob): Promise<UploadResult> => {
    const result = await uploadProblemImage(image);
    return result.ok ? { ok: true, url: result.data.url } : { ok: false, message: describeFailure(result.error, t) };
  };

  const send = () =>
    flight.run('send', async () => {
      setRefusal(undefined);
      if (!text.trim()) {
        // Under the field, not again in a toast (docs/decisions.md, Toasts); the keyboard opens where to type.
        setEmpty(true);
        field.current?.focus();
        return;
      }
      trackFunnel('send_tapped');
      // Part 1 §7.2 lists problemSonType for every save: empty for a type without sub-types.
      const { routedAs: _routed, ...complaint } = sentAs(text);
      const result = await saveProblem({ ...complaint, problemImage: images.join(','), orderNo: choice.orderNo });
      if (!result.ok) {
        // Nothing is lost: the text and images stay, and so does the draft.
        setRefusal(describeFailure(result.error, t));
        return;
      }
      trackFunnel('complaint_succeeded');
      clearDraft();
      setSent({ reference: result.data.reference, at: Date.now() });
    });

  if (sent) {
    return (
      <div className="loan-page__body loan-complaint-write">
        <ComplaintSent reference={sent.reference} sentAt={sent.at} orderNo={choice.orderNo} />
      </div>
    );
  }

  return (
    // No <form>: before hydration a submit would reload the page without its query (the session).
    <div className="loan-page__body loan-complaint-write">
      {tags?.length !== 0 && (
        <section className="loan-page__card" aria-labelledby={`${ids}-type`}>
          <h2 id={`${ids}-type`} className="loan-page__card-title">
            {t('complaint.problemType')}
          </h2>
          <ResourceView
            main={false}
            resource={init}
            // One row of tags high, so nothing moves when they come (CLS 0).
            loading={<Skeleton banner={false} lines={1} className="loan-complaint-write__tags-loading" />}
          >
            {/* Called once the answer is in, and so the tags with it. */}
            {() => (
              <>
                {/* Which loan it is about, named where she writes it (the order she chose). */}
                {init.state.data?.orderDetail?.orderNo && (
                  <p className="loan-complaint-write__loan">
                    {t('complaint.aboutLoan', {
                      order: init.state.data.orderDetail.orderNo,
                      product: init.state.data.orderDetail.productName,
                    })}
                  </p>
                )}
                <ul className="loan-complaint-write__tags">
                  {tags!.map((tag) => (
                    <li key={tag} className="loan-complaint-write__tag">
                      {tag}
                    </li>
                  ))}
                </ul>
                {routedAs && (
                  <p className="loan-complaint-write__hint">
                    {t('complaint.collectionRouted', { type: routedAs.title })}
                  </p>
                )}
              </>
            )}
          </ResourceView>
        </section>
      )}

      <section className="loan-page__card">
        <label htmlFor={`${ids}-text`} className="loan-page__card-title loan-complaint-write__label">
          {t('complaint.problemDescription')}
        </label>
        {/* What a handler needs to act on the first reading, said before she types (issue 59.3). */}
        <p id={`${ids}-hint`} className="loan-complaint-write__hint">
          {t('complaint.descriptionHint')}
        </p>
        <TextArea
          ref={field}
          id={`${ids}-text`}
          rows={6}
          maxLength={maxText}
          value={text}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${ids}-error ${ids}-hint ${ids}-count` : `${ids}-hint ${ids}-count`}
          // Typed or pasted, text past the limit is cut (maxLength does it in browsers, slice everywhere else).
          onChange={(event) => {
            setText(event.target.value.slice(0, maxText));
            setEmpty(false);
          }}
        />
        <FieldError id={`${ids}-error`}>{empty ? t('toast.fillComments') : undefined}</FieldError>
        <p id={`${ids}-count`} className="loan-complaint-write__count">
          {t('complaint.counter', { count: text.length, max: maxText })}
        </p>
      </section>

      <section className="loan-page__card" aria-labelledby={`${ids}-images`}>
        <h2 id={`${ids}-images`} className="loan-page__card-title">
          {t('complaint.evidence')}
        </h2>
        <ImageUploader
          // A restored draft's images come once the page has hydrated: the uploader starts again with them (and
          // only then: without them the prerendered one is kept).
          key={draftImages?.length || undefined}
          upload={upload}
          defaultValue={draftImages}
          onValueChange={setImages}
          onUploadingChange={setUploading}
          maxCount={MAX_IMAGES}
          inert={!ready}
        />
      </section>

      <p className="loan-complaint-write__note">{t('complaint.handledWithin', { days: replyWorkingDays() })}</p>
      <RegulatorNotice afterHydration />
      {/* Send where every page keeps its one action: in the bar at the bottom, in reach without scrolling. */}
      <div className="loan-page__action-bar">
        {refusal && (
          <p className="loan-complaint-write__refusal" role="alert">
            {refusal}
          </p>
        )}
        {/* An image still on its way would be left out of the complaint: Send waits for it. */}
        <Button block loading={flight.busy === 'send'} disabled={!ready || uploading} onClick={send}>
          {t('complaint.send')}
        </Button>
      </div>
    </div>
  );
}

/** What ComplaintWritePage shows: a chunk of its own, prerendered in the page's frame (ADR 0043, 0063). */
export default function ComplaintWriteContent() {
  // Read once: at build time the query is empty, and nothing the prerender shows depends on it.
  const [choice] = useState(() => choiceFromQuery(getCommonParams()));
  const problemInit = useFirstCall(fetchProblemInit);
  const init = useResource((signal) => problemInit(signal, { orderNo: choice.orderNo }));
  return <ComplaintWriteForm init={init} choice={choice} />;
}
