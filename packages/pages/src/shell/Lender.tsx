import { getConfig } from '@loan-webview/kit/config';
import { LenderIdentity, type LenderIdentityProps } from '@loan-webview/kit/ui/LenderIdentity';

type LenderProps = Omit<LenderIdentityProps, 'name' | 'secRegistration' | 'certificateOfAuthority'>;

/** The configured lender's identity block (SEC MC No. 19, s. 2019): the same on every page that shows it. */
export function Lender(props: LenderProps) {
  const { company } = getConfig();
  return (
    <LenderIdentity
      name={company.name}
      secRegistration={company.secRegistration}
      certificateOfAuthority={company.certificateOfAuthority}
      {...props}
    />
  );
}
