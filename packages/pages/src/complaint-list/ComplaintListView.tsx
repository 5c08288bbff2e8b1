import { callNative } from '@loan-webview/kit/bridge';
import { formatLongDate } from '@loan-webview/kit/format';
import type { ComplaintList } from '@loan-webview/kit/api';
import { asChosen } from '../complaint-common/collection';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo } from '@loan-webview/kit/routes';
import { Button } from '@loan-webview/kit/ui/Button';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { RegulatorNotice } from '../complaint-common/RegulatorNotice';
import { StatusPill, type StatusAttention } from '@loan-webview/kit/ui/StatusPill';
import { Tabs } from '@loan-webview/kit/ui/Tabs';

export interface ComplaintListViewProps {
  list: ComplaintList;
}

interface Stage {
  title: string;
  attention: StatusAttention;
}

/**
 * A complaint's stage is the tab after "All" that lists it (part 1: All, Processing, Resolved): its title on the
 * card in every tab, green in the last, the resolved one.
 */
function stagesOf(list: ComplaintList): Map<string, Stage> {
  const stages = new Map<string, Stage>();
  const last = list.tabs.length - 1;
  list.tabs.forEach((tab, index) => {
    if (index === 0) return;
    const attention: StatusAttention = index === last && last > 1 ? 'success' : 'neutral';
    for (const entry of tab.list) if (!stages.has(entry.id)) stages.set(entry.id, { title: tab.title, attention });
  });
  return stages;
}

/** A tab's complaints newest first (the server's order where a date is missing): the one she just filed on top. */
export function newestFirst<T extends { time: number }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (b.entry.time || 0) - (a.entry.time || 0) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The server's tabs (All, Processing, Resolved...), each a list of complaints that open their details. */
export default function ComplaintListView({ list }: ComplaintListViewProps) {
  const t = useT();
  const language = useLanguage();
  const stages = stagesOf(list);
  // No complaint in any tab: the way on is to write one, or back to the account the borrower came from.
  const empty = (
    <EmptyState
      title={t('complaint.empty')}
      action={
        list.tabs.every((tab) => tab.list.length === 0) && (
          <div className="loan-complaint-list__ways">
            <Button onClick={() => navigateTo(hrefFor('complaint'))}>{t('complaint.writeOne')}</Button>
            <Button variant="secondary" onClick={() => void callNative('toMine')}>
              {t('complaint.backToAccount')}
            </Button>
          </div>
        )
      }
    />
  );
  // Where to go next when our answer is not enough, under the list as on every complaint page (RA 11765).
  if (list.tabs.length === 0)
    return (
      <>
        {empty}
        <RegulatorNotice />
      </>
    );
  return (
    <>
      {/* Another complaint, from the list she checks her complaints in. */}
      <a className="loan-complaint-list__new" href={hrefFor('complaint')}>
        {t('complaint.newComplaint')}
      </a>
      <Tabs
        label={t('complaint.myComplaints')}
        items={list.tabs.map((tab, index) => ({
          value: String(index),
          label: tab.title,
          content:
            tab.list.length === 0 ? (
              empty
            ) : (
              <ul className="loan-complaint-list">
                {newestFirst(tab.list).map((entry) => {
                  const stage = stages.get(entry.id);
                  return (
                    <li key={entry.id}>
                      <a
                        className="loan-complaint-list__entry"
                        // Its stage and date go along: the details answer of the spec has neither.
                        href={hrefFor('complaintDetails', {
                          problemId: entry.id,
                          stage: stage?.title,
                          filed: entry.time || undefined,
                        })}
                      >
                        <span className="loan-complaint-list__head">
                          <span className="loan-complaint-list__time">
                            {entry.time ? formatLongDate(entry.time, language, undefined, { withTime: true }) : ''}
                          </span>
                          {stage && <StatusPill attention={stage.attention}>{stage.title}</StatusPill>}
                        </span>
                        <span className="loan-complaint-list__type">
                          {t('complaint.problemType')}: {asChosen(entry).type}
                        </span>
                        <span className="loan-complaint-list__content">{asChosen(entry).content}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            ),
        }))}
      />
      <RegulatorNotice />
    </>
  );
}
