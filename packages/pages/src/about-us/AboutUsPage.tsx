import { AboutContent } from './AboutContent';

/** Route aboutUs (/thousandTo): about the lender, inside the app. A static page. */
export function AboutUsPage() {
  return (
    <div className="loan-page__body">
      <AboutContent />
    </div>
  );
}
