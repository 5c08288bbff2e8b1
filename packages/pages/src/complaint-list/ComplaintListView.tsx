import { getBridge } from '@loan-webview/kit/bridge';
import { formatLongDate } from '@loan-webview/kit/format';
import type { ComplaintList } from '@loan-webview/kit/api';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { hrefFor } from '@loan-webview/kit/routes';
import { Button } from '@loan-webview/kit/ui/Button';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { Tabs } from '@loan-webview/kit/ui/Tabs';

export interface ComplaintListViewProps {
  list: ComplaintList;
}

/** The server's tabs (All, Processing, Resolved...), each a list of complaints that open their details. */
export default function ComplaintListView({ list }: ComplaintListViewProps) {
  const t = useT();
  const language = useLanguage();
  // No complaint in any tab: the borrower came from their account and the way on is back there.
  const empty = (
    <EmptyState
      title={t('complaint.empty')}
      action={
        list.tabs.every((tab) => tab.list.length === 0) && (
          <Button variant="secondary" onClick={() => getBridge().toMine()}>
            {t('complaint.backToAccount')}
          </Button>
        )
      }
    />
  );
  if (list.tabs.length === 0) return empty;
  return (
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
              {tab.list.map((entry) => (
                <li key={entry.id}>
                  <a className="loan-complaint-list__entry" href={hrefFor('complaintDetails', { problemId: entry.id })}>
                    <span className="loan-complaint-list__time">
                      {entry.time ? formatLongDate(entry.time, language, undefined, { withTime: true }) : ''}
                    </span>
                    <span className="loan-complaint-list__type">
                      {t('complaint.problemType')}: {entry.type}
                    </span>
                    <span className="loan-complaint-list__content">{entry.content}</span>
                  </a>
                </li>
              ))}
            </ul>
          ),
      }))}
    />
  );
}
