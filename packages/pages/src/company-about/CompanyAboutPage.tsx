import { AboutContent } from '../about-us';
import { SiteLayout, StoreLinks } from '../company-site';

/** Route companyAbout (/About). */
export function CompanyAboutPage() {
  return (
    <SiteLayout current="companyAbout">
      {/* The site's footer names the lender. */}
      <AboutContent lender={false} next={<StoreLinks primary />} />
    </SiteLayout>
  );
}
