import { defineMessages } from '../define';

/** LenderIdentity's strings (SEC Memorandum Circular No. 19, s. 2019): registered by it, shipped only where it shows. */
export const uiLenderMessages = defineMessages(
  {
    'ui.lender': { source: 'Lender' },
    'ui.disclosureAdvisory': {
      source: 'Read the Disclosure Statement carefully before you proceed.',
    },
    'ui.readDisclosure': { source: 'Read the Disclosure Statement' },
    'ui.advertisingAdvisory': {
      source: 'Before you borrow, study the terms and conditions in the Disclosure Statement of your loan.',
    },
  },
  { zh: () => import('./zh/ui-lender'), id: () => import('./id/ui-lender'), fil: () => import('./fil/ui-lender') },
);
